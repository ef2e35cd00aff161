import { EVENT_PLANETS, type EventData, type EventSignificator } from '@kpdesk/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { eventsApi } from '../../../api/events';
import { ChartTable } from '../../../components/chart-tables/chart-table';
import { HouseList } from '../shared/category-labels';
import type { EventPanelProps } from '../shared/event-panel-props';
import { planetIndexOf } from '../shared/event-planets';
import { CategorySelect, OrderSelect } from '../shared/judgement-selects';
import { categoryNameOf, joinJudgement, parseJudgement, withValue } from '../shared/judgement-values';
import { JudgementForm } from '../shared/panel-actions';
import { SavingPanel, type JudgementEditorProps, type JudgementSave } from '../shared/saving-panel';
import { SAVE_TEXTS } from '../shared/use-event-save';

type PlanetBody = Parameters<typeof eventsApi.savePlanetCategory>[0];

/** Wide screens show CL, OCC, CST and CSL apart; a phone shows them joined by slashes in one column. */
const WIDE = 'd-none d-lg-table-cell';
const NARROW = 'd-lg-none';

function PlanetRow({
  data,
  row,
  result,
  order,
  onResult,
  onOrder,
}: {
  data: EventData;
  row: EventSignificator;
  result: number;
  order: number;
  onResult: (value: number) => void;
  onOrder: (value: number) => void;
}) {
  const { t } = useTranslation();
  const planet = t(row.name, { defaultValue: row.name });
  return (
    <tr>
      <th scope="row">{planet}</th>
      {[row.cl, row.occ, row.cst, row.csl].map((houses, i) => (
        <td key={i} className={WIDE}>
          <HouseList data={data} houses={houses} />
        </td>
      ))}
      <td className={NARROW}>
        <HouseList data={data} houses={row.significators} />
      </td>
      <td>
        <CategorySelect
          data={data}
          label={t('Result of {{planet}}', { planet })}
          value={result}
          onChange={onResult}
        />
        {result !== row.proposedCategory ? (
          <div className="small text-body-secondary">
            {t('Proposed: {{category}}', { category: t(categoryNameOf(data, row.proposedCategory)) })}
          </div>
        ) : null}
      </td>
      <td>
        <OrderSelect label={t('Order of {{planet}}', { planet })} value={order} onChange={onOrder} />
      </td>
    </tr>
  );
}

const HEADER = ['Planet', 'CL', 'OCC', 'CST', 'CSL', 'CL/OCC/CST/CSL', 'Result', 'Order'];

/**
 * The header: the four house columns on wide screens, their joined column on a phone. CL, OCC, CST and CSL
 * are the KP abbreviations, written so in every language.
 */
function PlanetHead() {
  const { t } = useTranslation();
  return (
    <tr>
      {HEADER.map((title, i) => (
        <th key={title} scope="col" className={i >= 1 && i <= 4 ? WIDE : i === 5 ? NARROW : ''}>
          {t(title, { defaultValue: title })}
        </th>
      ))}
    </tr>
  );
}

/** The nine planets with their houses and their Result and Order dropdowns. */
function PlanetTable({
  data,
  results,
  orders,
  onResult,
  onOrder,
}: {
  data: EventData;
  results: readonly number[];
  orders: readonly number[];
  onResult: (place: number, value: number) => void;
  onOrder: (place: number, value: number) => void;
}) {
  return (
    <ChartTable caption="Planet categories" head={<PlanetHead />} className="align-middle">
      {data.eventSignificators.map((row) => {
        const place = planetIndexOf(row.planet);
        return (
          <PlanetRow
            key={row.planet}
            data={data}
            row={row}
            result={results[place] ?? 0}
            order={orders[place] ?? 0}
            onResult={(value) => onResult(place, value)}
            onOrder={(value) => onOrder(place, value)}
          />
        );
      })}
    </ChartTable>
  );
}

function PlanetJudgement({ runningId, eventData, saving }: JudgementEditorProps<PlanetBody>) {
  const saved = eventData.userEvent;
  const count = EVENT_PLANETS.length;
  const [results, setResults] = useState(() => parseJudgement(saved.planetCategory, count));
  const [orders, setOrders] = useState(() => parseJudgement(saved.planetOrder, count));
  const save = () =>
    saving.save({
      userId: runningId,
      eventId: eventData.currentEvent.id,
      planetCategory: joinJudgement(results),
      planetOrder: joinJudgement(orders),
    });
  const reset = () => {
    setResults(parseJudgement(saved.planetCategory, count));
    setOrders(parseJudgement(saved.planetOrder, count));
  };
  return (
    <JudgementForm isSaved={saved.isSaved} saving={saving} onSave={save} onReset={reset}>
      <PlanetTable
        data={eventData}
        results={results}
        orders={orders}
        onResult={(place, value) => setResults((all) => withValue(all, place, value))}
        onOrder={(place, value) => setOrders((all) => withValue(all, place, value))}
      />
    </JudgementForm>
  );
}

const PLANET_SAVE: JudgementSave<PlanetBody> = {
  label: 'Event Analyser',
  texts: SAVE_TEXTS.planet,
  send: eventsApi.savePlanetCategory,
  savedValuesOf: ({ userEvent }) => `${userEvent.planetCategory}|${userEvent.planetOrder}`,
};

/**
 * The Event Analyser panel (spec "Event Analyser panel"; decisions.md "Result and Order"): each planet's
 * CL, OCC, CST and CSL with its houses in their event group's colours, a Result (proposed by the method
 * until saved) and an Order, with Save and Reset. A new event or a reload after a save starts afresh.
 */
export function EventAnalyserPanel(props: EventPanelProps) {
  return <SavingPanel {...props} judgement={PLANET_SAVE} Editor={PlanetJudgement} />;
}
