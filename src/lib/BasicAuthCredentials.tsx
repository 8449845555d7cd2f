import { BASIC_AUTH_PASSWORD, BASIC_AUTH_USERNAME } from '../shared/basicAuth';

/** The practice credentials of the pages behind HTTP Basic authentication, as testers read them. */
export function BasicAuthCredentials() {
  return (
    <ul className="list-unstyled fs-5">
      <li>Username: {BASIC_AUTH_USERNAME}</li>
      <li>Password: {BASIC_AUTH_PASSWORD}</li>
    </ul>
  );
}
