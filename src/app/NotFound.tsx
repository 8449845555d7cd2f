import { Link } from 'react-router';
import { HOME_PATH } from '../shared/catalog';
import { Frame } from './Frame';

export const NOT_FOUND_TITLE = 'Page not found';

export function NotFound() {
  return (
    <Frame title={NOT_FOUND_TITLE} description="There is no practice page at this address.">
      <Link to={HOME_PATH} className="btn btn-primary">
        Back to the home page
      </Link>
    </Frame>
  );
}
