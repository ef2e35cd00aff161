import {
  resolveEffectiveSettings,
  type BirthChartData,
  type ClientRequest,
  type SharedSections,
} from '@kpdesk/contract';
import type { TFunction } from 'i18next';
import { Col, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { chartRows, clientRows, FieldTable } from '../../components/chart-page/client-rows';
import { toClientDisplay, toSouthCentreLines } from '../../components/chart-page/client-display';
import { ToggledChartFigure } from '../../components/chart-page/toggled-chart-figure';

/** The details section as the server sends it. */
type SharedDetails = NonNullable<SharedSections['details']>;

/** A reader of a link has no settings of their own: the product's display formats. */
export const SHARED_FORMATS = resolveEffectiveSettings(null, null);

/** The rows a link leaves out: the astrologer's running number and the client's contact details. */
const PRIVATE_ROWS = new Set(['Id', 'Email', 'Mobile']);

/**
 * The shared client record as the chart pages' record: the link carries no internal id, email or mobile, and
 * the rows that would show them are left out.
 */
function recordOf(details: SharedDetails): ClientRequest {
  return { ...details.client, id: 0, email: null, mobile: null };
}

/** Client details: the birth record and the birth star, Lagna and thithi, as Client Details shows them. */
export function SharedDetailsSection({ details }: { details: SharedDetails }) {
  const record = recordOf(details);
  const { t } = useTranslation();
  const rows = clientRows(record, toClientDisplay(record, SHARED_FORMATS), t);
  return (
    <Row className="g-3">
      <Col xs={12} lg={6}>
        <FieldTable caption="Client Information" rows={rows.filter(([label]) => !PRIVATE_ROWS.has(label))} />
      </Col>
      <Col xs={12} lg={6}>
        <FieldTable caption="Birth Star, Lagna and Thithi" rows={chartRows(details.chartData, t)} />
      </Col>
    </Row>
  );
}

/** The South style's centre: the birth lines when the details are shared too, else the client's name. */
function centreOf(clientName: string, details: SharedDetails | undefined, t: TFunction): string[] {
  if (!details) return [clientName];
  const record = recordOf(details);
  const { ayanamsaName: name, ayanamsaDegree: degree } = details.chartData;
  return toSouthCentreLines(record, toClientDisplay(record, SHARED_FORMATS), { name, degree }, t);
}

/** The birth chart in the astrologer's chart style, with the drawing's toggles and legend. */
export function SharedChartSection({
  chart,
  clientName,
  details,
}: {
  chart: BirthChartData;
  clientName: string;
  details: SharedDetails | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div style={{ maxWidth: 560 }}>
      <ToggledChartFigure
        chart={chart}
        caption="Rashi chart"
        title={t('Rashi chart of {{name}}', { name: clientName })}
        centre={centreOf(clientName, details, t)}
        isKp
      />
    </div>
  );
}
