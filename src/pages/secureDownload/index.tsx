import { BasicAuthCredentials } from '../../lib/BasicAuthCredentials';
import { SECURE_FILE_NAMES, SECURE_FILES_PATH } from '../../shared/basicAuth';

/** Three plain links to files the server sends only with the Basic Auth credentials. */
export default function SecureDownloadPage() {
  return (
    <section>
      <BasicAuthCredentials />
      <p>
        These are the credentials of the Basic Auth page. Each file below answers with an HTTP Basic
        authentication challenge (status 401) until a request sends them; with them, the server
        sends the file as a download.
      </p>
      <h2 className="h5">Files</h2>
      <ul>
        {SECURE_FILE_NAMES.map((name) => (
          <li key={name}>
            <a href={`${SECURE_FILES_PATH}/${name}`}>{name}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
