import type { TransitChart } from '@kpdesk/contract';
import { useTranslation } from 'react-i18next';
import { chartsApi } from '../../api/charts';
import { QueryView, useChartQuery } from '../../components/chart-page/chart-query';
import { TransitWheel } from './transit-wheel';

/**
 * The transit over natal wheel under the transit chart: the client's natal chart (the same cached call as the
 * Rashi chart) with the transit of the moment shown. `moment` is that moment as the page writes it.
 */
export function TransitWheelFigure({
  chart,
  runningId,
  moment,
}: {
  chart: TransitChart;
  runningId: number;
  moment: string;
}) {
  const natal = useChartQuery('birthchart', runningId, () => chartsApi.birthChart(runningId));
  const { t } = useTranslation();
  return (
    <figure className="mt-3 mb-0">
      <h2 className="h6">{t('Transit over natal')}</h2>
      <QueryView query={natal} loadingText={t('Loading - Natal Chart')}>
        {(birth) => (
          <TransitWheel
            natal={birth}
            transit={chart.birthChart}
            title={t('Transit over natal wheel: transit of {{moment}} at {{city}}', {
              moment,
              city: chart.city,
            })}
          />
        )}
      </QueryView>
      <figcaption className="small text-body-secondary mt-1">
        {t(
          'Outer ring: transit planets of {{moment}}; inner ring: natal planets and the Ascendant (Asc); centre: natal houses I–XII, the Ascendant at the left. (R) marks a retrograde planet.',
          { moment },
        )}
      </figcaption>
    </figure>
  );
}
