import { POSITION_INDEX as P } from '@kpdesk/contract';
import { Col, Row } from 'react-bootstrap';
import { chartsApi, type ClientRequest } from '../../api/charts';
import { ChartPage } from '../../components/chart-page/chart-page';
import { QueryView, useChartQuery } from '../../components/chart-page/chart-query';
import { ClientChartDrawing } from '../../components/chart-page/client-chart-drawing';
import { HighlightTable } from '../../components/chart-tables/highlight-table';
import { ClientPositionTable } from './kp-sections';

const RASHI = 0;
const BIRTH_CHART = 1;

/** The Rashi tab's Planets table: Planet, Star, Patham (pada), Star Lord. */
function StarTable({ runningId }: { runningId: number }) {
  const loaded = useChartQuery('planetarypositionchart', runningId, () =>
    chartsApi.table('planetarypositionchart', runningId),
  );
  return (
    <QueryView query={loaded} loadingText="Loading - Planets">
      {(table) => (
        <HighlightTable
          caption="Planets"
          columns={['Planet', 'Star', 'Patham', 'Star Lord']}
          rows={table.rows.map((r) => [
            `${r[P.name] ?? ''}${r[P.retro] ? ' (R)' : ''}`,
            r[P.star],
            r[P.pada],
            r[P.starLord],
          ])}
        />
      )}
    </QueryView>
  );
}

function VedicSection({ section, client }: { section: number; client: ClientRequest }) {
  if (section === RASHI) {
    return (
      <Row className="g-3">
        <Col xs={12} md={6} xl={4}>
          <ClientChartDrawing client={client} isKp={false} />
        </Col>
        <Col xs={12} md={6} xl={4}>
          <ClientChartDrawing client={client} kind="navamsa" isKp={false} />
        </Col>
        <Col xs={12} xl={4}>
          <StarTable runningId={client.runningId} />
        </Col>
      </Row>
    );
  }
  return (
    <Row className="g-3">
      <Col xs={12} xl={5}>
        <ClientChartDrawing client={client} isKp={false} />
      </Col>
      <Col xs={12} xl={7}>
        <ClientPositionTable
          runningId={client.runningId}
          call="planetarypositionchart"
          caption="Planets"
          columns="lords"
        />
        <ClientPositionTable
          runningId={client.runningId}
          call="cuspalpositionchart"
          caption="Cuspal"
          columns="lords"
        />
      </Col>
    </Row>
  );
}

/** Vedic Astrology (/basicastro.html): Rashi Chart (default) and Birth Chart tabs. */
export function VedicAstrologyPage() {
  return (
    <ChartPage
      title="Vedic Astrology"
      loadingText="Loading - Vedic Astrology"
      sections={[
        { index: RASHI, label: 'Rashi Chart' },
        { index: BIRTH_CHART, label: 'Birth Chart' },
      ]}
      defaultSection={RASHI}
    >
      {({ client, section }) => <VedicSection section={section} client={client} />}
    </ChartPage>
  );
}
