import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { accountsApi } from '../../api/accounts';
import type { ClientRequest } from '../../api/charts';
import { clientNameOf } from './client-display';

/** The product line of the print footer. */
export const PRODUCT_LINE = 'KP Astro Desk · KP and Vedic astrology for professional astrologers';

/**
 * The print-only footer of every chart page (chart-screens spec §1): product line, the astrologer's name
 * and mobile, logo, and the client's running id, name and father name.
 */
export function PrintFooter({ client }: { client: ClientRequest }) {
  const profile = useQuery({ queryKey: ['profile'], queryFn: accountsApi.viewProfile });
  const contact = useQuery({ queryKey: ['contact'], queryFn: accountsApi.viewContact });
  const { t } = useTranslation();
  const astrologer = profile.data?.data;
  const name = astrologer ? `${astrologer.firstName} ${astrologer.lastName}` : '';
  const mobile = contact.data?.data.mobile;
  return (
    <footer className="print-only print-footer border-top mt-3 pt-2 small" aria-label="Print footer">
      <div className="d-flex align-items-center gap-2">
        <img src="/logo.svg" alt="KP Astro Desk logo" width={28} height={28} />
        <strong>{t(PRODUCT_LINE)}</strong>
      </div>
      <div>
        {mobile
          ? t('Astrologer: {{name}}, mobile {{mobile}}', { name, mobile })
          : t('Astrologer: {{name}}', { name })}
      </div>
      <div>
        {client.fatherName
          ? t('Client {{id}}: {{name}}, father {{father}}', {
              id: client.runningId,
              name: clientNameOf(client),
              father: client.fatherName,
            })
          : t('Client {{id}}: {{name}}', { id: client.runningId, name: clientNameOf(client) })}
      </div>
    </footer>
  );
}
