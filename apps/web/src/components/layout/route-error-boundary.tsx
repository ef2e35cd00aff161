import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { raiseGlobalFailure } from '../../api/error-events';

/** A page's script that did not arrive (network gone, or a new build replaced the chunk). */
const CHUNK_LOAD_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically/i;

interface Props {
  children: ReactNode;
}

/**
 * Keeps the header and footer up when a page fails to draw: pages load on demand, so a page whose
 * script cannot be fetched is the spec's Network Error (§8); any other failure of a page says so in words with a
 * way to reload, instead of a blank screen. The layout keys it by path, so the next page starts afresh.
 */
export class RouteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    if (error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message)) raiseGlobalFailure('network');
  }

  override render(): ReactNode {
    return this.state.failed ? <PageFailure /> : this.props.children;
  }
}

function PageFailure() {
  const { t } = useTranslation();
  return (
    <div className="alert alert-danger" role="alert">
      <p>{t('This page could not be shown.')}</p>
      <button type="button" className="btn btn-outline-danger" onClick={() => window.location.reload()}>
        {t('Reload page')}
      </button>
    </div>
  );
}
