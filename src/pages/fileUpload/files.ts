/** The part of a File that identifies it for de-duplication, and what the page shows. */
export interface ChosenFile {
  name: string;
  lastModified: number;
  /** Path inside the chosen folder for directory selections, else the name. */
  shownName: string;
}

export function toChosen(files: Iterable<File>): ChosenFile[] {
  return [...files].map((file) => ({
    name: file.name,
    lastModified: file.lastModified,
    shownName: file.webkitRelativePath || file.name,
  }));
}

/** Adds new choices to earlier ones, dropping any with the same name and last-modified time. */
export function accumulate(earlier: ChosenFile[], added: ChosenFile[]): ChosenFile[] {
  const merged = [...earlier];
  for (const file of added) {
    const duplicate = merged.some(
      (f) => f.name === file.name && f.lastModified === file.lastModified,
    );
    if (!duplicate) merged.push(file);
  }
  return merged;
}

/** A folder's files in path order (browsers list them in whatever order the disk gives). */
export function byPath(files: ChosenFile[]): ChosenFile[] {
  return [...files].sort((a, b) =>
    a.shownName < b.shownName ? -1 : a.shownName > b.shownName ? 1 : 0,
  );
}
