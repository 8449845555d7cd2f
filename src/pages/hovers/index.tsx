import { Link, useLocation } from 'react-router';
import { profileFromSearch, userName, USERS } from './profile';
import './hovers.css';

/** Three avatars whose captions (name and profile link) show only on hover or keyboard focus. */
export default function HoversPage() {
  const profile = profileFromSearch(useLocation().search);
  return (
    <section>
      {profile !== undefined && (
        <p className="alert alert-info">Showing the profile of {userName(profile)}.</p>
      )}
      <div className="d-flex flex-wrap gap-4">
        {USERS.map((n) => (
          // Focusable so that the keyboard shows the caption too; Tab then reaches its link.
          <figure key={n} className="hovers-figure mb-0" tabIndex={0} aria-label={`User ${n}`}>
            <img
              src={`/hovers/avatar-${n}.svg`}
              alt={`User avatar ${n}`}
              width={150}
              height={150}
            />
            <figcaption>
              <p className="mb-1">User name: {userName(n)}</p>
              <Link to={`/hovers?profile=${n}`}>Open profile</Link>
            </figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}
