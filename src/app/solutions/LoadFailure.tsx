import { Component, type ReactNode } from 'react';

/**
 * Shows a message instead of its children when they fail to load (a chunk that did not arrive),
 * so the page around the section keeps working.
 */
export class LoadFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? (
      <p className="alert alert-warning mt-3" role="alert">
        The solutions could not be loaded. Reload the page to try again.
      </p>
    ) : (
      this.props.children
    );
  }
}
