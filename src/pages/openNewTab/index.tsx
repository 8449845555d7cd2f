import { Link } from 'react-router';

/** A link that opens the New Tab page in a new browser tab. */
export default function OpenNewTabPage() {
  return (
    <Link to="/newTab" target="_blank" rel="noopener" className="btn btn-primary">
      Open new tab
    </Link>
  );
}
