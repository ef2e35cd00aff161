import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Container, Nav, Navbar } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../paths';
import { BrandTitle } from './logo';
import { LogoutButton } from './logout-button';
import { StrokeIcon } from './stroke-icon';

/** The header's links in order: where each goes, its name and its icon. */
const HEADER_LINKS = [
  { to: PATHS.addClient, label: 'Add client', icon: 'M12 5v14M5 12h14' },
  {
    to: PATHS.options,
    label: 'Options',
    icon: 'M9 11l3 3L22 4M21 12v7a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h11',
  },
  { to: PATHS.horary, label: 'Horary', icon: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 6v6l4 2' },
  {
    to: PATHS.mySettings,
    label: 'Settings',
    icon: 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-2.9 1.2V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-2.9-1.2l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1A1.7 1.7 0 0 0 3.1 14H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.2-2.9l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1A1.7 1.7 0 0 0 10 3.1V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 2.9 1.2l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0 1.2 2.9H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z',
  },
  {
    to: PATHS.myProfile,
    label: 'Profile',
    icon: 'M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  },
] as const;

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

/** The signed-in links: icons, named in words from large screens on, then the logout icon. */
function HeaderLinks() {
  const { t } = useTranslation();
  return (
    <Nav className="flex-row gap-2 align-items-center">
      {HEADER_LINKS.map((link) => (
        <Nav.Link key={link.to} as={Link} to={link.to} aria-label={t(link.label)} title={t(link.label)}>
          <StrokeIcon path={link.icon} />
          <span className="d-none d-lg-inline"> {t(link.label)}</span>
        </Nav.Link>
      ))}
      <LogoutButton />
    </Nav>
  );
}

/**
 * The sticky header. Signed in, it carries the search box (given by the clients area), the add-client,
 * settings and profile links and the logout icon (spec §2 "Home dashboard"), and the Options link to the
 * quick Options Theory form (/options.html, whose menu the chart-screens spec names Options).
 */
export function SiteHeader({ isSignedIn, search }: { isSignedIn: boolean; search?: ReactNode }) {
  const ref = usePublishedHeight('--site-header-height');
  return (
    <Navbar ref={ref} bg="dark" data-bs-theme="dark" sticky="top" className="screen-only" expand={false}>
      <Container fluid className="gap-2 flex-wrap">
        <Navbar.Brand as={Link} to={isSignedIn ? PATHS.home : PATHS.signIn}>
          <BrandTitle />
        </Navbar.Brand>
        {isSignedIn ? (
          <>
            <div className="header-search">{search}</div>
            <HeaderLinks />
          </>
        ) : null}
      </Container>
    </Navbar>
  );
}
