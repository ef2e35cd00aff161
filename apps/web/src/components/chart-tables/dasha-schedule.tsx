import type { SchedulePeriod } from '@kpdesk/contract';
import { useState } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { chartsApi } from '../../api/charts';
import { QueryView, useChartQuery } from '../chart-page/chart-query';
import { ChartTable } from './chart-table';

/** Formats a schedule date (its first 10 characters, spec §3) in the client's date format. */
export type DateText = (moment: string) => string;

/** One period's sub-periods: their lord, start and end. */
interface PeriodTableData {
  caption: string;
  levelName: string;
  periods: readonly SchedulePeriod[];
}

function PeriodTable({ caption, levelName, periods, dateText }: PeriodTableData & { dateText: DateText }) {
  return (
    <ChartTable caption={caption} columns={[levelName, 'Start', 'End']}>
      {periods.map((p) => (
        <tr key={`${p.lord}${p.start}`}>
          <th scope="row">{p.lord}</th>
          <td>{dateText(p.start)}</td>
          <td>{dateText(p.end)}</td>
        </tr>
      ))}
    </ChartTable>
  );
}

/** The period tables of a schedule, three abreast on wide screens. */
function PeriodGrid({ tables, dateText }: { tables: readonly PeriodTableData[]; dateText: DateText }) {
  return (
    <Row xs={1} md={2} xl={3} className="g-3">
      {tables.map((table) => (
        <Col key={table.caption}>
          <PeriodTable {...table} dateText={dateText} />
        </Col>
      ))}
    </Row>
  );
}

function Summary({ runningId, dateText }: { runningId: number; dateText: DateText }) {
  const schedule = useChartQuery('planetschedule', runningId, () => chartsApi.schedule(runningId));
  return (
    <QueryView query={schedule} loadingText="Loading - Dasha Bhukti Andharam">
      {(data) => (
        <PeriodGrid
          dateText={dateText}
          tables={data.dashas.map((d) => ({
            caption: `${d.lord} Dasha: ${dateText(d.start)} to ${dateText(d.end)}`,
            levelName: 'Bhukti',
            periods: d.bhuktis,
          }))}
        />
      )}
    </QueryView>
  );
}

function Drilldown({ runningId, dateText }: { runningId: number; dateText: DateText }) {
  const schedule = useChartQuery('planetschedule', runningId, () => chartsApi.schedule(runningId));
  const [dashaIndex, setDashaIndex] = useState(0);
  const drilldown = useChartQuery(`drilldown${dashaIndex}`, runningId, () =>
    chartsApi.drilldown(runningId, dashaIndex),
  );
  return (
    <>
      <Form.Group controlId="drilldown-dasha" className="mb-3 screen-only" style={{ maxWidth: 320 }}>
        <Form.Label>Dasha</Form.Label>
        <Form.Select value={dashaIndex} onChange={(e) => setDashaIndex(Number(e.target.value))}>
          {(schedule.data?.dashas ?? []).map((d, i) => (
            <option key={`${d.lord}${d.start}`} value={i}>
              {d.lord} ({dateText(d.start)} to {dateText(d.end)})
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <QueryView query={drilldown} loadingText="Loading - Dasha Bhukti Andharam">
        {(data) => (
          <PeriodGrid
            dateText={dateText}
            tables={data.bhuktis.map((b) => ({
              caption: `${data.dasha.lord} Dasha, ${b.lord} Bhukti: ${dateText(b.start)} to ${dateText(b.end)}`,
              levelName: 'Andharam',
              periods: b.antaras,
            }))}
          />
        )}
      </QueryView>
    </>
  );
}

/**
 * The Dasha Bhukti Andharam schedule (chart-screens spec, DBA): the summary of nine dashas with their
 * bhuktis, or the drilldown of one dasha's bhuktis and andharams, toggled by 'Drilldown view' / 'Summary'.
 */
export function DashaSchedule({ runningId, dateText }: { runningId: number; dateText: DateText }) {
  const [isDrilldown, setDrilldown] = useState(false);
  return (
    <section aria-label="Dasha Bhukti Andharam">
      <div className="d-flex align-items-center gap-2 mb-2">
        <h2 className="h6 mb-0">Dasha Bhukti Andharam {isDrilldown ? '(drilldown)' : '(summary)'}</h2>
        <Button size="sm" variant="outline-secondary" onClick={() => setDrilldown(!isDrilldown)}>
          {isDrilldown ? 'Summary' : 'Drilldown view'}
        </Button>
      </div>
      {isDrilldown ? (
        <Drilldown runningId={runningId} dateText={dateText} />
      ) : (
        <Summary runningId={runningId} dateText={dateText} />
      )}
    </section>
  );
}
