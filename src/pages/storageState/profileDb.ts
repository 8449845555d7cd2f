// The IndexedDB part of the stored state: database storageDemo, version 1, store profile (key
// path username). Each call opens and closes its own connection, so that a delete is never blocked.
import { DATABASE, PROFILE_STORE, type Profile } from './rules';

const VERSION = 1;

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

/**
 * Opens the database. To read, `create` is false: a database that does not exist yet is not
 * created (its upgrade is aborted) and the answer is undefined.
 */
function open(create: boolean): Promise<IDBDatabase | undefined> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, VERSION);
    request.onupgradeneeded = () => {
      if (create) request.result.createObjectStore(PROFILE_STORE, { keyPath: 'username' });
      else request.transaction?.abort();
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = (event) => {
      event.preventDefault();
      if (create) reject(request.error ?? new Error('IndexedDB open failed'));
      else resolve(undefined);
    };
  });
}

/** The first record of the profile store; undefined when there is none. */
export async function readProfile(): Promise<Profile | undefined> {
  const db = await open(false);
  if (!db) return undefined;
  try {
    if (!db.objectStoreNames.contains(PROFILE_STORE)) return undefined;
    const request = db.transaction(PROFILE_STORE).objectStore(PROFILE_STORE).getAll();
    const [first] = (await done(request)) as Profile[];
    return first;
  } finally {
    db.close();
  }
}

export async function writeProfile(profile: Profile): Promise<void> {
  const db = (await open(true))!;
  try {
    const transaction = db.transaction(PROFILE_STORE, 'readwrite');
    transaction.objectStore(PROFILE_STORE).put(profile);
    await new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB write failed'));
    });
  } finally {
    db.close();
  }
}

export async function deleteProfileDb(): Promise<void> {
  await done(indexedDB.deleteDatabase(DATABASE));
}
