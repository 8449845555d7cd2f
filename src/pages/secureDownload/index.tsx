import { BasicAuthCredentials } from '../../lib/BasicAuthCredentials';
import { SECURE_FILE_NAMES, SECURE_FILES_PATH } from '../../shared/basicAuth';

/**
 * Three plain links to files the server sends only with the Basic Auth credentials, drawn as the
 * buttons of /fileDownload.
 */
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
      <ul className="list-unstyled row row-cols-1 row-cols-sm-3 g-3">
        {SECURE_FILE_NAMES.map((name) => (
          <li key={name} className="col">
            <a href={`${SECURE_FILES_PATH}/${name}`} className="btn btn-primary w-100">
              {name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
