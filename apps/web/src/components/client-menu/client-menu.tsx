import { Dropdown } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PATHS } from '../../paths';
import { useOpenClient } from '../../selected-client';

/**
 * The client page menu: the spec's eleven targets in its order (accounts spec §2 "Client page menu"), with
 * Life Events & Rectification and Share after Birth Time Correction, where the timing
 * work of a client ends and the client's record begins.
 */
export const CLIENT_MENU_TARGETS = [
  { path: PATHS.clientDetails, label: 'Client Details' },
  { path: PATHS.rulingPlanet, label: 'Ruling Planet' },
  { path: PATHS.vedicAstrology, label: 'Vedic Astrology' },
  { path: PATHS.kpSystem, label: 'KP System' },
  { path: PATHS.kpInterlinks, label: 'Cuspal Inter Link System' },
  { path: PATHS.advancedStellarSystem, label: 'Advanced Stellar System' },
  { path: PATHS.transitChart, label: 'Transit Chart' },
  { path: PATHS.birthTimeCorrection, label: 'Birth Time Correction' },
  { path: PATHS.lifeEvents, label: 'Life Events & Rectification' },
  { path: PATHS.match, label: 'Match' },
  { path: PATHS.panchang, label: 'Panchang' },
  { path: PATHS.muhurta, label: 'Muhurta' },
  { path: PATHS.shareLinks, label: 'Share' },
  { path: PATHS.editClient, label: 'Edit Details' },
  { path: PATHS.clientSettings, label: 'Settings' },
  { path: PATHS.deleteClient, label: 'Delete' },
] as const;

/** The dropdown on client pages; the current page's entry is disabled. */
export function ClientMenu({ runningId }: { runningId: number }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const openClient = useOpenClient();
  return (
    <Dropdown className="client-menu screen-only mb-3">
      <Dropdown.Toggle variant="outline-primary" id="client-menu">
        {t('Client menu')}
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
            {t(target.label)}
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
