import type { ClientRequest } from '../../api/charts';
import { Col, Row } from 'react-bootstrap';
import { ChartPage } from '../../components/chart-page/chart-page';
import { ClientChartDrawing } from '../../components/chart-page/client-chart-drawing';
import { sectionsOf } from '../../components/chart-page/section-menu';
import { ClientPositionTable } from '../../components/chart-tables/client-position-table';
import { DivisionalSection } from './divisional-section';

/** Rashi Chart (0, the default) and Birth Chart (1). */
const VEDIC_SECTIONS = sectionsOf(['Rashi Chart', 'Birth Chart', 'Divisional Charts']);
const RASHI = 0;
const DIVISIONAL = 2;

/** Rashi Chart: the rashi and navamsa drawings beside the planets' stars, pathams and star lords. */
function RashiSection({ client }: { client: ClientRequest }) {
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

/** The lord tables of the Birth Chart tab: planets, then cusps. */
const LORD_TABLES = [
  { call: 'planetaryPosition', caption: 'Planets' },
  { call: 'cuspalPosition', caption: 'Cuspal' },
] as const;

/** Birth Chart: the drawing beside the lords of the planets and of the cusps. */
function BirthChartSection({ client }: { client: ClientRequest }) {
  return (
    <Row className="g-3">
      <Col xs={12} xl={5}>
        <ClientChartDrawing client={client} isKp={false} />
      </Col>
      <Col xs={12} xl={7}>
        {LORD_TABLES.map(({ call, caption }) => (
          <ClientPositionTable
            key={call}
            runningId={client.runningId}
            call={call}
            caption={caption}
            columns="lords"
          />
        ))}
      </Col>
    </Row>
  );
}

/** Vedic Astrology (/basicastro.html): Rashi Chart (default), Birth Chart and the sixteen divisional charts. */
export function VedicAstrologyPage() {
  return (
    <ChartPage title="Vedic Astrology" sections={VEDIC_SECTIONS}>
      {({ client, section }) =>
        section === RASHI ? (
          <RashiSection client={client} />
        ) : section === DIVISIONAL ? (
          <DivisionalSection client={client} />
        ) : (
          <BirthChartSection client={client} />
        )
      }
    </ChartPage>
  );
}
