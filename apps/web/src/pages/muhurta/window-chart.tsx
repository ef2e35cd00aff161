import type { MuhurtaSearchInput } from '@kpdesk/contract';
import { useQuery } from '@tanstack/react-query';
import { CalculationProfileText } from '../../components/chart-page/calculation-profile';
import { ToggledChartFigure } from '../../components/chart-page/toggled-chart-figure';
import { PositionTable } from '../../components/chart-tables/position-table';
import { muhurtaApi } from '../../api/muhurta';
import type { MuhurtaWords } from './muhurta-words';

/**
 * The chart of a window's start at the search's place, horary-style: drawn in the astrologer's chart style,
 * with the planets' and cusps' sign, star and sub lords, so the astrologer reads the moment they would elect.
 */
export function WindowChart({
  start,
  search,
  words,
}: {
  start: string;
  search: MuhurtaSearchInput;
  words: MuhurtaWords;
}) {
  const body = {
    moment: start,
    timezone: search.timezone,
    latitude: search.latitude,
    longitude: search.longitude,
  };
  const query = useQuery({
    queryKey: ['muhurta', 'chart', JSON.stringify(body)],
    queryFn: () => muhurtaApi.chart(body),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const chart = query.data?.data;
  if (!chart) return <p role="status">{words.label('chart')}…</p>;
  const title = `${words.label('chart')}: ${chart.moment}, ${String(search.place)}`;
  return (
    <div className="mt-2">
      <ToggledChartFigure
        key={chart.birthChart.birthChartType}
        chart={chart.birthChart}
        caption={title}
        title={title}
        centre={[words.label('title'), chart.moment]}
        isKp
      />
      <CalculationProfileText profile={chart.profile} className="small" />
      <PositionTable
        caption={words.t('Planetary Position')}
        table={chart.planetPosition}
        hasMargins={false}
      />
      <PositionTable caption={words.t('Cuspal Position')} table={chart.cuspalPosition} hasMargins={false} />
    </div>
  );
}
