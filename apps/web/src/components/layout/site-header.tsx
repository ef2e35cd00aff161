import type { ReactNode } from 'react';
import { Container, Nav, Navbar } from 'react-bootstrap';
import { Link } from 'react-router';
import { BrandTitle } from './logo';
import { LogoutButton } from './logout-button';

/**
 * The sticky header. Signed in, it carries the search box (given by the clients area), the add-client,
 * settings and profile links and the logout icon (spec §2 "Home dashboard").
 */
export function SiteHeader({ isSignedIn, search }: { isSignedIn: boolean; search?: ReactNode }) {
  return (
    <Navbar bg="dark" data-bs-theme="dark" sticky="top" className="screen-only" expand={false}>
      <Container fluid className="gap-2 flex-nowrap">
        <Navbar.Brand as={Link} to={isSignedIn ? '/home.html' : '/'}>
          <BrandTitle />
        </Navbar.Brand>
        {isSignedIn ? (
          <>
            <div className="flex-grow-1" style={{ maxWidth: 480 }}>
              {search}
            </div>
            <Nav className="flex-row gap-2 align-items-center">
              <Nav.Link as={Link} to="/newclient.html" aria-label="Add client" title="Add client">
                <span aria-hidden="true">＋</span>
                <span className="d-none d-lg-inline"> Add client</span>
              </Nav.Link>
              <Nav.Link as={Link} to="/caconfig.html" aria-label="Settings" title="Settings">
                <span aria-hidden="true">⚙</span>
                <span className="d-none d-lg-inline"> Settings</span>
              </Nav.Link>
              <Nav.Link as={Link} to="/profile.html" aria-label="Profile" title="Profile">
                <span aria-hidden="true">👤</span>
                <span className="d-none d-lg-inline"> Profile</span>
              </Nav.Link>
              <LogoutButton />
            </Nav>
          </>
        ) : null}
      </Container>
    </Navbar>
  );
}
