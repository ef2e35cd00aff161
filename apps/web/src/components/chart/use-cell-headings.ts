import type { ChartHouse } from '@kpdesk/contract';
import { useTranslation } from 'react-i18next';
import { SIGN_NAMES } from './chart-labels.js';

/**
 * The accessible headings of chart cells in the display language, one wording per chart family: sign
 * first (South and East Indian), house first (North Indian) and the bhava chalit's cusp wording.
 */
export function useCellHeadings() {
  const { t } = useTranslation();
  const values = (entry: ChartHouse) => {
    const sign = SIGN_NAMES[entry.sign] ?? '';
    return { sign: t(sign, { defaultValue: sign }), house: entry.houseNumber };
  };
  return {
    signFirst: (entry: ChartHouse) => t('{{sign}}, house {{house}}', values(entry)),
    houseFirst: (entry: ChartHouse) => t('House {{house}}, {{sign}}', values(entry)),
    bhava: (entry: ChartHouse) => t('Bhava {{house}}, cusp in {{sign}}', values(entry)),
  };
}
