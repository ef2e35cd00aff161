import { useTranslation } from 'react-i18next';
import { optionsApi } from '../../api/options';
import { SectionMenu } from '../../components/chart-page/section-menu';
import { judgementNow, useJudgementProfile } from '../../components/options/judgement-now';
import { SavedRecordView, useRecordNumberInUrl } from '../../components/options/saved-record';
import { newOptionRecord, OptionsTheoryForm } from './options-theory-form';

const SECTIONS = [{ index: 0, label: 'Options Theory' }] as const;

function SavedRecord({ runningId }: { runningId: number }) {
  const { t } = useTranslation();
  return (
    <SavedRecordView
      kind="options"
      runningId={runningId}
      get={optionsApi.get}
      loadingText={t('Loading - Options Theory')}
    >
      {(loaded) => <OptionsTheoryForm saved={loaded} />}
    </SavedRecordView>
  );
}

/** A new record, opened now at the astrologer's profile place and zone; its first save names it in the URL. */
function NewRecord({ onSaved }: { onSaved: (runningId: number) => void }) {
  const { t } = useTranslation();
  const { isLoading, profile } = useJudgementProfile();
  if (isLoading) return <p role="status">{t('Loading - Options Theory')}</p>;
  return (
    <OptionsTheoryForm
      saved={null}
      initial={newOptionRecord(judgementNow(profile, Date.now()))}
      onSaved={onSaved}
    />
  );
}

/**
 * Options Theory (/optionstheory.html, chart-screens spec §2): with a record number in the URL
 * (`?record=`) it reopens that saved record (GET /options/{runningId}), so a reload or a bookmark keeps it;
 * without one it starts with two empty options.
 */
export function OptionsTheoryPage() {
  const { runningId, newFormKey, onSaved } = useRecordNumberInUrl('options');
  return (
    <section aria-labelledby="options-theory-title" className="mb-3">
      <SectionMenu title="Options Theory" sections={SECTIONS} active={0} onSelect={() => undefined} />
      {runningId === null ? (
        <NewRecord key={newFormKey} onSaved={onSaved} />
      ) : (
        <SavedRecord key={runningId} runningId={runningId} />
      )}
    </section>
  );
}
