import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { HOME_PATH } from '../shared/catalog';
import { GoBack } from './GoBack';
import { Logo } from './Logo';
import { SITE_NAME } from './site';
import { ThemeToggle } from './ThemeToggle';
import { useDocumentTitle } from './useDocumentTitle';
import { useHydrated } from './useHydrated';

interface FrameProps {
  title: string;
  description: string;
  /** Home has no Go Back button. */
  isHome?: boolean;
  children: ReactNode;
}

/**
 * The shared frame of every page: header, Go Back, title and description, footer. The header and
 * main fill at least the first screen, so the footer always starts below it: a body that loads
 * late moves it only off screen (no layout shift), and it is never the largest paint on a screen.
 */
export function Frame({ title, description, isHome = false, children }: FrameProps) {
  useDocumentTitle(title);
  // The year of the visit, not of the build: shown once hydrated.
  const year = useHydrated() ? new Date().getFullYear() : null;
  return (
    <>
      <div className="d-flex flex-column min-vh-100">
        <header className="border-bottom">
          <nav className="container d-flex align-items-center justify-content-between py-2">
            <Link
              to={HOME_PATH}
              className="d-inline-flex align-items-center gap-2 text-decoration-none fw-semibold fs-5 text-body"
            >
              <Logo />
              {SITE_NAME}
            </Link>
            <ThemeToggle />
          </nav>
        </header>
        <main className="container flex-grow-1 py-4">
          {!isHome && <GoBack />}
          <h1>{title}</h1>
          <p className="lead">{description}</p>
          {children}
        </main>
      </div>
      <footer className="border-top py-3 text-body-secondary small">
        <div className="container">
          {SITE_NAME}: practice pages for browser test automation, made by its contributors. ©{' '}
          {year}
          {' · '}
          <Link to="/solutions">Reference solutions</Link>
        </div>
      </footer>
    </>
  );
}
