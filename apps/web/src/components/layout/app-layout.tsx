import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { readToken } from '../../api/token';
import { PATHS } from '../../paths';
import { Footer } from './footer';
import { GlobalFailureModals } from './global-failure-modals';
import { RouteErrorBoundary } from './route-error-boundary';
import { SiteHeader } from './site-header';
import { ZodiacHouseChart } from './zodiac-house-chart';

/**
 * The shared layout (spec §2): sticky header, the zodiac house chart on the left on medium and wider
 * screens, the routed content on the right, and the footer. `isPrivate` layouts send a visitor without a
 * token to the sign-in page; the signed-in layout hands in the header's search and links, and each layout its
 * `sync` (the display language: the settings' once signed in, the remembered one before). Bootstrap's grid
 * classes on plain elements: the layout is part of the sign-in screen, whose script stays small.
 */
export function AppLayout({
  isPrivate,
  search,
  links,
  sync,
}: {
  isPrivate: boolean;
  search?: ReactNode;
  links?: ReactNode;
  sync?: ReactNode;
}) {
  const location = useLocation();
  const isSignedIn = readToken() !== null;
  if (isPrivate && !isSignedIn)
    return <Navigate to={PATHS.signIn} replace state={{ from: location.pathname }} />;
  return (
    <div className="d-flex flex-column min-vh-100">
      {sync}
      <SiteHeader isSignedIn={isPrivate} search={search} links={links} />
      <main className="container-fluid flex-grow-1 pt-3">
        <div className="row">
          {/* From 992 px the zodiac column narrows (three-letter names) so wide chart tables fit beside it. */}
          <div className="col-md-4 col-lg-2 d-none d-md-block screen-only">
            <ZodiacHouseChart />
          </div>
          <div className="col-12 col-md-8 col-lg-10 app-content">
            <RouteErrorBoundary key={location.pathname}>
              <Outlet />
            </RouteErrorBoundary>
          </div>
        </div>
      </main>
      <Footer />
      <GlobalFailureModals />
    </div>
  );
}

/** The plain wrapper layout: renders child routes only. */
export function PlainLayout(): ReactNode {
  return <Outlet />;
}
