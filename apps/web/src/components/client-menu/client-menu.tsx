import { Dropdown } from 'react-bootstrap';
import { useLocation } from 'react-router';
import { useOpenClient } from './use-selected-client';

/** The client page menu's eleven targets, in the spec's order (accounts spec §2 "Client page menu"). */
export const CLIENT_MENU_TARGETS = [
  { path: '/clientdetails.html', label: 'Client Details' },
  { path: '/rulingplanet.html', label: 'Ruling Planet' },
  { path: '/basicastro.html', label: 'Vedic Astrology' },
  { path: '/kpastro.html', label: 'KP System' },
  { path: '/kpinterlinks.html', label: 'Cuspal Inter Link System' },
  { path: '/events.html', label: 'Advanced Stellar System' },
  { path: '/transitchart.html', label: 'Transit Chart' },
  { path: '/timecorrection.html', label: 'Birth Time Correction' },
  { path: '/editclient.html', label: 'Edit Details' },
  { path: '/ccconfig.html', label: 'Settings' },
  { path: '/deleteclient.html', label: 'Delete' },
] as const;

/** The dropdown on client pages; the current page's entry is disabled. */
export function ClientMenu({ runningId }: { runningId: number }) {
  const { pathname } = useLocation();
  const openClient = useOpenClient();
  return (
    <Dropdown className="screen-only mb-3">
      <Dropdown.Toggle variant="outline-primary" id="client-menu">
        Client menu
      </Dropdown.Toggle>
      <Dropdown.Menu>
        {CLIENT_MENU_TARGETS.map((target) => (
          <Dropdown.Item
            key={target.path}
            as="button"
            disabled={target.path.toLowerCase() === pathname.toLowerCase()}
            aria-disabled={target.path.toLowerCase() === pathname.toLowerCase()}
            onClick={() => openClient(target.path, runningId)}
          >
            {target.label}
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
