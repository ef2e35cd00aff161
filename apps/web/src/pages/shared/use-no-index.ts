import { useEffect } from 'react';

/**
 * Asks search engines not to index the page while it is shown: a `<meta name="robots" content="noindex">` in
 * the document head, removed again when the page goes. The app is one index.html for every route, so the
 * tag cannot be written there without hiding the sign-in page too; the public call answers with an
 * X-Robots-Tag header as well.
 */
export function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
