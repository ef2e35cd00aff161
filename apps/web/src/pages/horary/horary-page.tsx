import type { HoraryQuestionInput, HoraryRecord } from '@kpdesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { accountsApi } from '../../api/accounts';
import { horaryApi } from '../../api/horary';
import {
  RECORD_STATE_KEYS,
  SavedRecordView,
  useRecordNumberInState,
} from '../../components/options/saved-record';
import { HoraryChartView } from './horary-chart-view';
import { HoraryForm, type HoraryResult } from './horary-form';
import { newHoraryValues, toFormValues } from './horary-form-values';
import { VerdictAidPanel } from './verdict-aid-panel';

/** The form, and once cast the verdict aid and the chart; the matter chosen travels with a save. */
function HoraryWorkspace({ initial, saved }: { initial: HoraryQuestionInput; saved: HoraryRecord | null }) {
  const [result, setResult] = useState<HoraryResult | null>(saved);
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

function NewQuestion() {
  const profile = useQuery({ queryKey: ['profile'], queryFn: accountsApi.viewProfile });
  if (profile.isPending) return <p role="status">Loading - Horary</p>;
  return <HoraryWorkspace initial={newHoraryValues(profile.data?.data ?? null, new Date())} saved={null} />;
}

function SavedQuestion({ runningId }: { runningId: number }) {
  return (
    <SavedRecordView kind="horary" runningId={runningId} get={horaryApi.get} loadingText="Loading - Horary">
      {(loaded) => <HoraryWorkspace initial={toFormValues(loaded)} saved={loaded} />}
    </SavedRecordView>
  );
}

/**
 * KP Horary (/horary.html, issue 14): a number from 1 to 249 and the question; the chart of the number at
 * the moment and place of judgement with the KP System tables, the ruling planets and the verdict aid.
 * With a question number in navigation state it reopens that saved question.
 */
export function HoraryPage() {
  const runningId = useRecordNumberInState(RECORD_STATE_KEYS.horary);
  return (
    <section aria-labelledby="horary-title" className="mb-3">
      {runningId === null ? <NewQuestion /> : <SavedQuestion key={runningId} runningId={runningId} />}
    </section>
  );
}
