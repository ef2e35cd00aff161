import type { ClientRequest } from '../../api/charts';
import { Col, Row } from 'react-bootstrap';
import { ChartPage } from '../../components/chart-page/chart-page';
import { ClientChartDrawing } from '../../components/chart-page/client-chart-drawing';
import { ClientPositionTable } from '../../components/chart-tables/client-position-table';

const RASHI = 0;
const BIRTH_CHART = 1;

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
          <ClientPositionTable
            runningId={client.runningId}
            call="planetaryPosition"
            caption="Planets"
            columns="stars"
          />
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
          call="planetaryPosition"
          caption="Planets"
          columns="lords"
        />
        <ClientPositionTable
          runningId={client.runningId}
          call="cuspalPosition"
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
