import type { PlanetSchedule, SchedulePeriod } from '@kpdesk/contract';
import { useState } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { chartsApi } from '../../api/charts';
import { QueryView, useChartQuery } from '../chart-page/chart-query';
import { ChartTable } from './chart-table';
import { RunningBadge, RunningFrame, useIsRunning, type IsRunning } from './running-marks';

/** Formats a schedule date (its first 10 characters, spec §3) in the client's date format. */
export type DateText = (moment: string) => string;

/** One period's sub-periods: their lord, start and end; `isCurrent` when the period itself runs now. */
interface PeriodTableData {
  caption: string;
  levelName: string;
  periods: readonly SchedulePeriod[];
  isCurrent: boolean;
}

function PeriodRow({
  period,
  dateText,
  isCurrent,
}: {
  period: SchedulePeriod;
  dateText: DateText;
  isCurrent: boolean;
}) {
  return (
    <tr
      aria-current={isCurrent ? 'true' : undefined}
      className={isCurrent ? 'table-primary fw-semibold' : ''}
    >
      <th scope="row">
        {period.lord}
        {isCurrent ? <RunningBadge /> : null}
      </th>
      <td className="text-nowrap">{dateText(period.start)}</td>
      <td className="text-nowrap">{dateText(period.end)}</td>
    </tr>
  );
}

function PeriodTable({
  caption,
  levelName,
  periods,
  isCurrent,
  dateText,
  isRunning,
  isBroughtIntoView,
}: PeriodTableData & { dateText: DateText; isRunning: IsRunning; isBroughtIntoView: boolean }) {
  return (
    <RunningFrame isCurrent={isCurrent} isBroughtIntoView={isBroughtIntoView}>
      <ChartTable
        caption={caption}
        captionContent={
          isCurrent ? (
            <>
              {caption}
              <RunningBadge />
            </>
          ) : undefined
        }
        columns={[levelName, 'Start', 'End']}
      >
        {periods.map((p) => (
          <PeriodRow
            key={`${p.lord}${p.start}`}
            period={p}
            dateText={dateText}
            isCurrent={isCurrent && isRunning(p)}
          />
        ))}
      </ChartTable>
    </RunningFrame>
  );
}

/** The period tables of a schedule, three abreast on wide screens. */
function PeriodGrid({
  tables,
  dateText,
  isRunning,
  isCurrentBroughtIntoView = false,
}: {
  tables: readonly PeriodTableData[];
  dateText: DateText;
  isRunning: IsRunning;
  isCurrentBroughtIntoView?: boolean;
}) {
  return (
    <Row xs={1} md={2} xl={3} className="g-3">
      {tables.map((table) => (
        <Col key={table.caption}>
          <PeriodTable
            {...table}
            dateText={dateText}
            isRunning={isRunning}
            isBroughtIntoView={isCurrentBroughtIntoView}
          />
        </Col>
      ))}
    </Row>
  );
}

function Summary({ runningId, dateText }: { runningId: number; dateText: DateText }) {
  const schedule = useChartQuery('planetschedule', runningId, () => chartsApi.schedule(runningId));
  const isRunning = useIsRunning(runningId);
  return (
    <QueryView query={schedule} loadingText="Loading - Dasha Bhukti Andharam">
      {(data) => (
        <PeriodGrid
          dateText={dateText}
          isRunning={isRunning}
          tables={data.dashas.map((d) => ({
            caption: `${d.lord} Dasha: ${dateText(d.start)} to ${dateText(d.end)}`,
            levelName: 'Bhukti',
            periods: d.bhuktis,
            isCurrent: isRunning(d),
          }))}
        />
      )}
    </QueryView>
  );
}

/** One dasha's bhukti tables, each with its andharams. */
function DrilldownTables({
  runningId,
  dashaIndex,
  dateText,
  isRunning,
  isOpening,
}: {
  runningId: number;
  dashaIndex: number;
  dateText: DateText;
  isRunning: IsRunning;
  /** The drilldown just opened on the running dasha (no dasha chosen yet). */
  isOpening: boolean;
}) {
  const drilldown = useChartQuery(`drilldown${dashaIndex}`, runningId, () =>
    chartsApi.drilldown(runningId, dashaIndex),
  );
  return (
    <QueryView query={drilldown} loadingText="Loading - Dasha Bhukti Andharam">
      {(data) => (
        <PeriodGrid
          dateText={dateText}
          isRunning={isRunning}
          isCurrentBroughtIntoView={isOpening}
          tables={data.bhuktis.map((b) => ({
            caption: `${data.dasha.lord} Dasha, ${b.lord} Bhukti: ${dateText(b.start)} to ${dateText(b.end)}`,
            levelName: 'Andharam',
            periods: b.antaras,
            isCurrent: isRunning(data.dasha) && isRunning(b),
          }))}
        />
      )}
    </QueryView>
  );
}

/** The dasha the drilldown opens on: the running one, else the first (a schedule wholly past or to come). */
function openingDashaOf(schedule: PlanetSchedule, isRunning: IsRunning): number {
  return Math.max(0, schedule.dashas.findIndex(isRunning));
}

function DashaChoice({
  schedule,
  dashaIndex,
  dateText,
  isRunning,
  onChoose,
}: {
  schedule: PlanetSchedule | undefined;
  dashaIndex: number;
  dateText: DateText;
  isRunning: IsRunning;
  onChoose: (index: number) => void;
}) {
  return (
    <Form.Group controlId="drilldown-dasha" className="mb-3 screen-only" style={{ maxWidth: 360 }}>
      <Form.Label>Dasha</Form.Label>
      <Form.Select value={dashaIndex} onChange={(e) => onChoose(Number(e.target.value))}>
        {(schedule?.dashas ?? []).map((d, i) => (
          <option key={`${d.lord}${d.start}`} value={i}>
            {d.lord} ({dateText(d.start)} to {dateText(d.end)}){isRunning(d) ? ' (running now)' : ''}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}

function Drilldown({ runningId, dateText }: { runningId: number; dateText: DateText }) {
  const schedule = useChartQuery('planetschedule', runningId, () => chartsApi.schedule(runningId));
  const isRunning = useIsRunning(runningId);
  const [chosen, choose] = useState<number | null>(null);
  return (
    <QueryView query={schedule} loadingText="Loading - Dasha Bhukti Andharam">
      {(data) => {
        // Until the astrologer picks a dasha, the drilldown follows the running one.
        const dashaIndex = chosen ?? openingDashaOf(data, isRunning);
        return (
          <>
            <DashaChoice
              schedule={data}
              dashaIndex={dashaIndex}
              dateText={dateText}
              isRunning={isRunning}
              onChoose={choose}
            />
            <DrilldownTables
              runningId={runningId}
              dashaIndex={dashaIndex}
              isOpening={chosen === null}
              dateText={dateText}
              isRunning={isRunning}
            />
          </>
        );
      }}
    </QueryView>
  );
}

/**
 * The Dasha Bhukti Andharam schedule (chart-screens spec, DBA): the summary of nine dashas with their
 * bhuktis, or the drilldown of one dasha's bhuktis and andharams, toggled by 'Drilldown view' / 'Summary'.
 * The dasha, bhukti and andharam running now are marked, and the drilldown opens on the running dasha.
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
