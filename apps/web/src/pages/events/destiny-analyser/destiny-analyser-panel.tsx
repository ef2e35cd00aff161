import { EVENT_MESSAGES, type DestinyRow, type EventData } from '@kpdesk/contract';
import { useState } from 'react';
import { Table } from 'react-bootstrap';
import { eventsApi } from '../../../api/events';
import { TableScroller } from '../../../components/chart-tables/table-scroller';
import { CategoryBadge } from '../shared/category-labels';
import type { EventPanelProps } from '../shared/event-panel-props';
import { CategorySelect } from '../shared/judgement-selects';
import { joinJudgement, parseJudgement } from '../shared/judgement-values';
import { JudgementState, PanelActions } from '../shared/panel-actions';
import { SavingPanel } from '../shared/saving-panel';
import { SAVE_TEXTS, type EventSave } from '../shared/use-event-save';

/** One destiny table: its caption, empty text, row labels and rows. */
interface DestinySide {
  caption: string;
  emptyText: string;
  labels: readonly string[];
  rows: readonly DestinyRow[];
}

function DestinyTable({
  data,
  side,
  values,
  onChange,
}: {
  data: EventData;
  side: DestinySide;
  values: readonly number[];
  onChange: (index: number, value: number) => void;
}) {
  if (side.rows.length === 0) {
    return (
      <section aria-label={side.caption} className="mb-3">
        <h3 className="h6">{side.caption}</h3>
        <p>{side.emptyText}</p>
      </section>
    );
  }
  return (
    <TableScroller label={side.caption}>
      <Table bordered size="sm" className="chart-table caption-top align-middle mb-0">
        <caption className="fw-semibold text-body">{side.caption}</caption>
        <thead>
          <tr>
            <th scope="col">Destiny</th>
            <th scope="col">Sub Lord</th>
            <th scope="col">Sub Lord&apos;s Category</th>
            <th scope="col">Destiny Result</th>
          </tr>
        </thead>
        <tbody>
          {side.rows.map((row, i) => {
            const label = side.labels[i] ?? `Cusp ${row.cusp}`;
            return (
              <tr key={`${row.group}${row.cusp}`}>
                <th scope="row">{label}</th>
                <td>{row.subLord}</td>
                <td>
                  <CategoryBadge data={data} value={row.category} />
                </td>
                <td>
                  <CategorySelect
                    data={data}
                    label={`Destiny Result of ${side.caption} ${label}`}
                    value={values[i] ?? 0}
                    onChange={(value) => onChange(i, value)}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </TableScroller>
  );
}

/** The supportive and opposive tables of the event data. */
function destinySidesOf(data: EventData): { supportive: DestinySide; opposive: DestinySide } {
  return {
    supportive: {
      caption: 'Supportive Destiny',
      emptyText: EVENT_MESSAGES.noSupportiveDestiny,
      labels: data.supportiveDestiny,
      rows: data.supportiveDestinyRows,
    },
    opposive: {
      caption: 'Opposive Destiny',
      emptyText: EVENT_MESSAGES.noOpposiveDestiny,
      labels: data.opposingDestiny,
      rows: data.opposingDestinyRows,
    },
  };
}

function DestinyJudgement({
  runningId,
  eventData,
  saving,
}: EventPanelProps & { saving: EventSave<Parameters<typeof eventsApi.saveDestiny>[0]> }) {
  const saved = eventData.userEvent;
  const { supportive, opposive } = destinySidesOf(eventData);
  const savedValues = () => ({
    supportive: parseJudgement(saved.supportiveDestinyCategory, supportive.rows.length),
    opposive: parseJudgement(saved.opposingDestinyCategory, opposive.rows.length),
  });
  const [values, setValues] = useState(savedValues);
  const change = (which: 'supportive' | 'opposive') => (index: number, value: number) =>
    setValues((all) => ({ ...all, [which]: all[which].map((old, i) => (i === index ? value : old)) }));
  return (
    <>
      <JudgementState isSaved={saved.isSaved} />
      <DestinyTable
        data={eventData}
        side={supportive}
        values={values.supportive}
        onChange={change('supportive')}
      />
      <DestinyTable data={eventData} side={opposive} values={values.opposive} onChange={change('opposive')} />
      <PanelActions
        saving={saving}
        onSave={() =>
          saving.save({
            userId: runningId,
            eventId: eventData.currentEvent.id,
            supportiveDestinyCategory: joinJudgement(values.supportive),
            opposingDestinyCategory: joinJudgement(values.opposive),
          })
        }
        onReset={() => setValues(savedValues())}
      />
    </>
  );
}

/**
 * The Destiny Analyser panel (spec "Destiny Analyser panel"; decisions.md "Destiny"): the supportive
 * (Primary, Secondary, Supportive) and opposive (Bad, Worse, Worst) cusps with their sub lords and the sub
 * lords' categories, a Destiny Result per row, Save and Reset.
 */
export function DestinyAnalyserPanel({ runningId, eventData }: EventPanelProps) {
  return (
    <SavingPanel
      label="Destiny Analyser"
      runningId={runningId}
      eventData={eventData}
      texts={SAVE_TEXTS.destiny}
      send={eventsApi.saveDestiny}
      savedValues={`${eventData.userEvent.supportiveDestinyCategory}|${eventData.userEvent.opposingDestinyCategory}`}
    >
      {(saving) => <DestinyJudgement runningId={runningId} eventData={eventData} saving={saving} />}
    </SavingPanel>
  );
}
