import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { accountsApi } from '../../api/accounts';
import type { ClientRequest } from '../../api/charts';
import { clientNameOf } from './client-display';

/** The product line of the print footer. */
export const PRODUCT_LINE = 'KP Astro Desk · KP and Vedic astrology for professional astrologers';

/**
 * The print-only footer of every chart page (chart-screens spec §1): product line, the astrologer's name
 * and mobile, logo, and the client's running id, name and father name. Two short lines that keep to the last
 * printed page with what comes before them (styles.css), so a printout never ends on a page of footer alone.
 */
export function PrintFooter({ client }: { client: ClientRequest }) {
  const profile = useQuery({ queryKey: ['profile'], queryFn: accountsApi.viewProfile });
  const contact = useQuery({ queryKey: ['contact'], queryFn: accountsApi.viewContact });
  const { t } = useTranslation();
  const astrologer = profile.data?.data;
  const name = astrologer ? `${astrologer.firstName} ${astrologer.lastName}` : '';
  const mobile = contact.data?.data.mobile;
  return (
    <footer className="print-only print-footer border-top mt-2 pt-1 small" aria-label="Print footer">
      <div className="d-flex align-items-center gap-2">
        <img src="/logo.svg" alt="KP Astro Desk logo" width={16} height={16} />
        <strong>{t(PRODUCT_LINE)}</strong>
      </div>
      <div className="d-flex flex-wrap column-gap-3">
        <span>
          {mobile
            ? t('Astrologer: {{name}}, mobile {{mobile}}', { name, mobile })
            : t('Astrologer: {{name}}', { name })}
        </span>
        <span>
          {client.fatherName
            ? t('Client {{id}}: {{name}}, father {{father}}', {
                id: client.runningId,
                name: clientNameOf(client),
                father: client.fatherName,
              })
            : t('Client {{id}}: {{name}}', { id: client.runningId, name: clientNameOf(client) })}
        </span>
      </div>
    </footer>
  );
}
