import { Component, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { HOME_PATH } from '../shared/catalog';
import { PageLoadError } from './pages';

export const LOAD_FAILED_MESSAGE = 'This page could not be loaded.';
export const RENDER_FAILED_MESSAGE = 'Something went wrong on this page.';

interface PageErrorBoundaryProps {
  /**
   * Imports the page's code again and shows the page (by re-keying this boundary); rejects when
   * the import fails again, and the document is then reloaded.
   */
  onRetry: () => Promise<void>;
  /** Reloads the whole document: the last resort of Retry. */
  reloadDocument?: () => void;
  children: ReactNode;
}

/**
 * Keeps a failing page from blanking the app: inside the frame, so the logo, theme toggle and Go
 * Back stay usable. Leaving the page unmounts it, so the next page starts without the error.
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, { error?: unknown }> {
  state: { error?: unknown } = {};

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    if (error instanceof PageLoadError) {
      const { onRetry, reloadDocument = () => window.location.reload() } = this.props;
      return <LoadFailed retry={() => onRetry().catch(reloadDocument)} />;
    }
    return <RenderFailed />;
  }
}

function LoadFailed({ retry }: { retry: () => Promise<void> }) {
  const [retrying, setRetrying] = useState(false);
  const onClick = () => {
    setRetrying(true);
    void retry();
  };
  return (
    <div className="alert alert-danger" role="alert">
      <p>{LOAD_FAILED_MESSAGE}</p>
      <button type="button" className="btn btn-primary" disabled={retrying} onClick={onClick}>
        Retry
      </button>
    </div>
  );
}

function RenderFailed() {
  return (
    <div className="alert alert-danger" role="alert">
      <p>{RENDER_FAILED_MESSAGE}</p>
      <Link to={HOME_PATH} className="alert-link">
        Back to the home page
      </Link>
    </div>
  );
}
