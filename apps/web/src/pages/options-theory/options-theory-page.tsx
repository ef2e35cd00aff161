import { optionsApi } from '../../api/options';
import { SectionMenu } from '../../components/chart-page/section-menu';
import {
  RECORD_STATE_KEYS,
  SavedRecordView,
  useRecordNumberInState,
} from '../../components/options/saved-record';
import { OptionsTheoryForm } from './options-theory-form';

const SECTIONS = [{ index: 0, label: 'Options Theory' }] as const;

function SavedRecord({ runningId }: { runningId: number }) {
  return (
    <SavedRecordView
      kind="options"
      runningId={runningId}
      get={optionsApi.get}
      loadingText="Loading - Options Theory"
    >
      {(loaded) => <OptionsTheoryForm saved={loaded} />}
    </SavedRecordView>
  );
}

/**
 * Options Theory (/optionstheory.html, chart-screens spec §2): with a runningId in navigation state it
 * reopens that saved record (GET /options/{runningId}); without one it starts with two empty options.
 */
export function OptionsTheoryPage() {
  const runningId = useRecordNumberInState(RECORD_STATE_KEYS.options);
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
