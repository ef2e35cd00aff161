import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { optionsApi } from '../../api/options';
import { QueryView } from '../../components/chart-page/chart-query';
import { SectionMenu } from '../../components/chart-page/section-menu';
import { OptionsTheoryForm } from './options-theory-form';

const SECTIONS = [{ index: 0, label: 'Options Theory' }] as const;

/** The record number in navigation state (spec §2: the home panel opens a record this way), if any. */
function useRecordNumber(): number | null {
  const state = useLocation().state as { runningId?: unknown } | null;
  const value = Number(state?.runningId ?? Number.NaN);
  return Number.isInteger(value) && value > 0 ? value : null;
}

function SavedRecord({ runningId }: { runningId: number }) {
  const record = useQuery({
    queryKey: ['options', 'record', runningId],
    queryFn: async () => (await optionsApi.get(runningId)).data,
  });
  return (
    <QueryView query={record} loadingText="Loading - Options Theory">
      {(loaded) => <OptionsTheoryForm saved={loaded} />}
    </QueryView>
  );
}

/**
 * Options Theory (/optionstheory.html, chart-screens spec §2): with a runningId in navigation state it
 * reopens that saved record (GET /options/{runningId}); without one it starts with two empty options.
 */
export function OptionsTheoryPage() {
  const runningId = useRecordNumber();
  return (
    <section aria-labelledby="options-theory-title" className="mb-3">
      <SectionMenu title="Options Theory" sections={SECTIONS} active={0} onSelect={() => undefined} />
      {runningId === null ? (
        <OptionsTheoryForm key="new" saved={null} />
      ) : (
        <SavedRecord key={runningId} runningId={runningId} />
      )}
    </section>
  );
}
