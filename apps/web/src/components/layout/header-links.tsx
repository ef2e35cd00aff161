import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../paths';
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
    to: PATHS.match,
    label: 'Match',
    icon: 'M12 21s-7-4.5-9.5-9A5 5 0 0 1 12 6a5 5 0 0 1 9.5 6c-2.5 4.5-9.5 9-9.5 9z',
  },
  { to: PATHS.panchang, label: 'Panchang', icon: 'M12 3a9 9 0 1 0 9 9 7 7 0 0 1-9-9z' },
  { to: PATHS.muhurta, label: 'Muhurta', icon: 'M3 4h18v18H3zM16 2v4M8 2v4M3 10h18M8 15l2 2 4-4' },
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
 * The signed-in links, then the logout icon: icons named for screen readers and in a tooltip, with their words
 * from 1400 px on, where the search box still has room for its placeholder beside them. A module of its own,
 * given to the header by the signed-in layout, so the sign-in screen does not load them. Bootstrap's navbar
 * classes as react-bootstrap's Nav drew them inside its Navbar (the header is no longer one).
 */
export function HeaderLinks() {
  const { t } = useTranslation();
  return (
    <div className="navbar-nav flex-row gap-2 align-items-center">
      {HEADER_LINKS.map((link) => (
        <Link
          key={link.to}
          className="nav-link"
          to={link.to}
          aria-label={t(link.label)}
          title={t(link.label)}
        >
          <StrokeIcon path={link.icon} />
          <span className="d-none d-xxl-inline"> {t(link.label)}</span>
        </Link>
      ))}
      <LogoutButton />
    </div>
  );
}
