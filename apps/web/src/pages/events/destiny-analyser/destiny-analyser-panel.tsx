import type { DestinyRow, EventData } from '@kpdesk/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { eventsApi } from '../../../api/events';
import { ChartTable } from '../../../components/chart-tables/chart-table';
import { CategoryBadge } from '../shared/category-labels';
import { destinyLabelOf, destinySidesOf, type DestinySide } from '../shared/destiny-sides';
import type { EventPanelProps } from '../shared/event-panel-props';
import { CategorySelect } from '../shared/judgement-selects';
import { joinJudgement, parseJudgement, withValue } from '../shared/judgement-values';
import { JudgementForm } from '../shared/panel-actions';
import { SavingPanel, type JudgementEditorProps, type JudgementSave } from '../shared/saving-panel';
import { SAVE_TEXTS } from '../shared/use-event-save';

type DestinyBody = Parameters<typeof eventsApi.saveDestiny>[0];

const DESTINY_COLUMNS = ['Destiny', 'Sub Lord', "Sub Lord's Category", 'Destiny Result'];

/** One cusp: its destiny label, sub lord, the sub lord's category and the astrologer's Destiny Result. */
function DestinyResultRow({
  data,
  label,
  row,
  resultLabel,
  value,
  onChange,
}: {
  data: EventData;
  label: string;
  row: DestinyRow;
  resultLabel: string;
  value: number;
  onChange: (value: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>{t(row.subLord, { defaultValue: row.subLord })}</td>
      <td>
        <CategoryBadge data={data} value={row.category} />
      </td>
      <td>
        <CategorySelect data={data} label={resultLabel} value={value} onChange={onChange} />
      </td>
    </tr>
  );
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
  const { t } = useTranslation();
  const caption = t(side.caption);
  if (side.rows.length === 0) {
    return (
      <section aria-label={caption} className="mb-3">
        <h3 className="h6">{caption}</h3>
        <p>{side.emptyText}</p>
      </section>
    );
  }
  return (
    <ChartTable caption={side.caption} columns={DESTINY_COLUMNS} className="align-middle">
      {side.rows.map((row, i) => {
        const label = destinyLabelOf(t, side, i);
        return (
          <DestinyResultRow
            key={`${row.group}${row.cusp}`}
            data={data}
            label={label}
            row={row}
            resultLabel={t('Destiny Result of {{table}} {{destiny}}', { table: caption, destiny: label })}
            value={values[i] ?? 0}
            onChange={(value) => onChange(i, value)}
          />
        );
      })}
    </ChartTable>
  );
}

function DestinyJudgement({ runningId, eventData, saving }: JudgementEditorProps<DestinyBody>) {
  const { supportive, opposive } = destinySidesOf(eventData);
  const savedValues = () => ({
    supportive: parseJudgement(supportive.saved, supportive.rows.length),
    opposive: parseJudgement(opposive.saved, opposive.rows.length),
  });
  const [values, setValues] = useState(savedValues);
  const change = (which: 'supportive' | 'opposive') => (index: number, value: number) =>
    setValues((all) => ({ ...all, [which]: withValue(all[which], index, value) }));
  const save = () =>
    saving.save({
      userId: runningId,
      eventId: eventData.currentEvent.id,
      supportiveDestinyCategory: joinJudgement(values.supportive),
      opposingDestinyCategory: joinJudgement(values.opposive),
    });
  return (
    <JudgementForm
      isSaved={eventData.userEvent.isSaved}
      saving={saving}
      onSave={save}
      onReset={() => setValues(savedValues())}
    >
      <DestinyTable
        data={eventData}
        side={supportive}
        values={values.supportive}
        onChange={change('supportive')}
      />
      <DestinyTable data={eventData} side={opposive} values={values.opposive} onChange={change('opposive')} />
    </JudgementForm>
  );
}

const DESTINY_SAVE: JudgementSave<DestinyBody> = {
  label: 'Destiny Analyser',
  texts: SAVE_TEXTS.destiny,
  send: eventsApi.saveDestiny,
  savedValuesOf: ({ userEvent }) =>
    `${userEvent.supportiveDestinyCategory}|${userEvent.opposingDestinyCategory}`,
};

/**
 * The Destiny Analyser panel (spec "Destiny Analyser panel"; decisions.md "Destiny"): the supportive
 * (Primary, Secondary, Supportive) and opposive (Bad, Worse, Worst) cusps with their sub lords and the sub
 * lords' categories, a Destiny Result per row, Save and Reset.
 */
export function DestinyAnalyserPanel(props: EventPanelProps) {
  return <SavingPanel {...props} judgement={DESTINY_SAVE} Editor={DestinyJudgement} />;
}
