import { BIRTH_CHART_TYPE_NAMES, type BirthChartData } from '@kpdesk/contract';
import { useTranslation } from 'react-i18next';
import { chartsApi, type ClientRequest } from '../../api/charts';
import { useClientSettings } from '../../api/use-client-settings';
import { QueryView, useChartQuery } from './chart-query';
import { ChartStyleSwitch } from './chart-style-switch';
import { toClientDisplay, toSouthCentreLines } from './client-display';
import { ToggledChartFigure } from './toggled-chart-figure';

/** Which drawing of the client: the Rashi (birth) chart or the Navamsa (D9). */
export type DrawingKind = 'birth' | 'navamsa';

const DRAWINGS = {
  birth: { name: 'Rashi chart', load: chartsApi.birthChart },
  navamsa: { name: 'Navamsa chart', load: chartsApi.navamsa },
} as const;

function Drawing({
  chart,
  client,
  kind,
  isKp,
}: {
  chart: BirthChartData;
  client: ClientRequest;
  kind: DrawingKind;
  isKp: boolean;
}) {
  const settings = useClientSettings(client.runningId);
  const profile = useChartQuery('profile', client.runningId, () => chartsApi.profile(client.runningId));
  const display = settings ? toClientDisplay(client, settings) : null;
  const ayanamsa = profile.data
    ? { name: profile.data.ayanamsaName, degree: profile.data.ayanamsaDegree }
    : null;
  const { t } = useTranslation();
  const names = {
    chart: t(DRAWINGS[kind].name),
    style: t(BIRTH_CHART_TYPE_NAMES[chart.birthChartType]),
  };
  const title = t('{{chart}} of {{name}}, {{style}} style', {
    ...names,
    name: display?.name ?? client.firstName,
  });
  return (
    <ToggledChartFigure
      chart={chart}
      caption={t('{{chart}} ({{style}})', names)}
      title={title}
      centre={display ? toSouthCentreLines(client, display, ayanamsa, t) : []}
      isKp={isKp}
      styleSwitch={
        // The Navamsa follows the same setting: one switch, on the Rashi chart, serves both.
        kind === 'birth' ? (
          <ChartStyleSwitch runningId={client.runningId} style={chart.birthChartType} />
        ) : null
      }
    />
  );
}

/**
 * A client's chart drawing in the style of the client's effective chart type (the server draws the
 * payload in that style), with the style switch (kept as the client's setting), the Natal Chart panel's
 * toggles, auto-set from the style (spec §4), and its legend. `isKp` marks the KP pages, where the South style opens with degrees and cusps shown.
 */
export function ClientChartDrawing({
  client,
  kind = 'birth',
  isKp,
}: {
  client: ClientRequest;
  kind?: DrawingKind;
  isKp: boolean;
}) {
  const loaded = useChartQuery(kind === 'birth' ? 'birthchart' : 'navamsa', client.runningId, () =>
    DRAWINGS[kind].load(client.runningId),
  );
  return (
    <QueryView query={loaded} loadingText={`Loading - ${DRAWINGS[kind].name}`}>
      {(chart) => (
        <Drawing key={chart.birthChartType} chart={chart} client={client} kind={kind} isKp={isKp} />
      )}
    </QueryView>
  );
}
