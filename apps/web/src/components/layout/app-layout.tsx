import type { ReactNode } from 'react';
import { Col, Container, Row } from 'react-bootstrap';
import { Navigate, Outlet, useLocation } from 'react-router';
import { readToken } from '../../api/token';
import { PATHS } from '../../paths';
import { LanguageSync } from '../../i18n/language-sync';
import { Footer } from './footer';
import { GlobalFailureModals } from './global-failure-modals';
import { SiteHeader } from './site-header';
import { ZodiacHouseChart } from './zodiac-house-chart';

/**
 * The shared layout (spec §2): sticky header, the zodiac house chart on the left on medium and wider
 * screens, the routed content on the right, and the footer. `isPrivate` layouts send a visitor without a
 * token to the sign-in page.
 */
export function AppLayout({ isPrivate, search }: { isPrivate: boolean; search?: ReactNode }) {
  const location = useLocation();
  const isSignedIn = readToken() !== null;
  if (isPrivate && !isSignedIn)
    return <Navigate to={PATHS.signIn} replace state={{ from: location.pathname }} />;
  return (
    <div className="d-flex flex-column min-vh-100">
      {isPrivate ? <LanguageSync /> : null}
      <SiteHeader isSignedIn={isPrivate} search={search} />
      <Container fluid as="main" className="flex-grow-1 pt-3">
        <Row>
          {/* From 992 px the zodiac column narrows (three-letter names) so wide chart tables fit beside it. */}
          <Col md={4} lg={2} className="d-none d-md-block screen-only">
            <ZodiacHouseChart />
          </Col>
          <Col xs={12} md={8} lg={10} className="app-content">
            <Outlet />
          </Col>
        </Row>
      </Container>
      <Footer />
      <GlobalFailureModals />
    </div>
  );
}

/** The plain wrapper layout: renders child routes only. */
export function PlainLayout(): ReactNode {
  return <Outlet />;
}
