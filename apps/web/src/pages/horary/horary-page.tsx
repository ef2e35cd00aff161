import type { HoraryQuestionInput, HoraryRecord } from '@kpdesk/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { horaryApi } from '../../api/horary';
import { SavedRecordView, useRecordNumberInUrl } from '../../components/options/saved-record';
import { useJudgementProfile } from '../../components/options/judgement-now';
import { HoraryChartView } from './horary-chart-view';
import { HoraryForm, type HoraryResult } from './horary-form';
import { newHoraryValues, toFormValues } from './horary-form-values';
import { VerdictAidPanel } from './verdict-aid-panel';

/**
 * The form, and once cast the verdict aid and the chart; the matter chosen travels with a save, whose
 * question number `onSaved` hears.
 */
function HoraryWorkspace({
  initial,
  saved,
  onSaved = () => undefined,
}: {
  initial: HoraryQuestionInput;
  saved: HoraryRecord | null;
  onSaved?: (runningId: number) => void;
}) {
  const [result, setResultState] = useState<HoraryResult | null>(saved);
  const setResult = (next: HoraryResult) => {
    setResultState(next);
    if ('runningId' in next) onSaved(next.runningId);
  };
  const [eventId, setEventId] = useState<number | null>(saved?.eventId ?? null);
  const record = result && 'runningId' in result ? result : saved;
  return (
    <>
      <HoraryForm
        initial={record ? toFormValues(record) : initial}
        saved={record}
        eventId={eventId}
        onResult={setResult}
      />
      {result ? (
        <HoraryChartView
          chart={result}
          aid={<VerdictAidPanel aids={result.verdictAids} eventId={eventId} onChange={setEventId} />}
        />
      ) : null}
    </>
  );
}

function NewQuestion({ onSaved }: { onSaved: (runningId: number) => void }) {
  const { t } = useTranslation();
  const { isLoading, profile } = useJudgementProfile();
  if (isLoading) return <p role="status">{t('Loading - {{table}}', { table: t('Horary') })}</p>;
  return <HoraryWorkspace initial={newHoraryValues(profile, Date.now())} saved={null} onSaved={onSaved} />;
}

function SavedQuestion({ runningId }: { runningId: number }) {
  const { t } = useTranslation();
  return (
    <SavedRecordView
      kind="horary"
      runningId={runningId}
      get={horaryApi.get}
      loadingText={t('Loading - {{table}}', { table: t('Horary') })}
    >
      {(loaded) => <HoraryWorkspace initial={toFormValues(loaded)} saved={loaded} />}
    </SavedRecordView>
  );
}

/**
 * KP Horary (/horary.html): a number from 1 to 249 and the question; the chart of the number at
 * the moment and place of judgement with the KP System tables, the ruling planets and the verdict aid.
 * With a question number in the URL (`?question=`) it reopens that saved question, so a reload or a
 * bookmark keeps it; a new question's first save puts its number there.
 */
export function HoraryPage() {
  const { runningId, newFormKey, onSaved } = useRecordNumberInUrl('horary');
  return (
    <section aria-labelledby="horary-title" className="mb-3">
      {runningId === null ? (
        <NewQuestion key={newFormKey} onSaved={onSaved} />
      ) : (
        <SavedQuestion key={runningId} runningId={runningId} />
      )}
    </section>
  );
}
