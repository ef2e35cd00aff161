import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PATHS } from '../../paths';
import { BrandTitle } from './logo';

/**
 * Keeps a CSS variable on the document at the element's height, so that other sticky bars (the chart
 * pages' section menus) can stick just under the header, whose height changes with the screen width.
 */
function usePublishedHeight(variable: string) {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const publish = () => document.documentElement.style.setProperty(variable, `${element.offsetHeight}px`);
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    publish();
    return () => observer.disconnect();
  }, [variable]);
  return ref;
}

/**
 * The sticky header. Signed in, it carries the search box (given by the clients area), the add-client,
 * settings and profile links and the logout icon (spec §2 "Home dashboard"), and the Options link to the
 * quick Options Theory form (/options.html, whose menu the chart-screens spec names Options); the signed-in
 * layout hands in the search and the links. Bootstrap's navbar classes on plain elements, without
 * react-bootstrap, keep the sign-in screen's script small.
 */
export function SiteHeader({
  isSignedIn,
  search,
  links,
}: {
  isSignedIn: boolean;
  search?: ReactNode;
  links?: ReactNode;
}) {
  const ref = usePublishedHeight('--site-header-height');
  return (
    <nav ref={ref} className="navbar bg-dark sticky-top screen-only" data-bs-theme="dark">
      <div className="container-fluid gap-2 flex-wrap">
        <Link className="navbar-brand" to={isSignedIn ? PATHS.home : PATHS.signIn}>
          <BrandTitle />
        </Link>
        {isSignedIn ? (
          <>
            <div className="header-search">{search}</div>
            {links}
          </>
        ) : null}
      </div>
    </nav>
  );
}
