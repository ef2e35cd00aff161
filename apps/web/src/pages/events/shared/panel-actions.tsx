import type { ReactNode } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { SaveState } from './use-event-save';

/**
 * The Save and Reset buttons of a panel (spec §4: edits stay local until saved, Reset restores the saved
 * values), and the alert that carries a failed request's message. The save's dialog lives with the save,
 * above the keyed judgement, so the reload after a save does not close it.
 */
export function PanelActions({
  saving,
  onSave,
  onReset,
  children,
}: {
  saving: SaveState;
  onSave: () => void;
  onReset: () => void;
  /** Further buttons before Save (Generate on the report). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      {saving.failure ? <Alert variant="danger">{saving.failure}</Alert> : null}
      <div className="d-flex flex-wrap gap-2 mb-3 screen-only">
        {children}
        <Button variant="primary" onClick={onSave} disabled={saving.isSaving}>
          {saving.isSaving ? t('Saving…') : t('Save')}
        </Button>
        <Button variant="outline-secondary" onClick={onReset} disabled={saving.isSaving}>
          {t('Reset')}
        </Button>
      </div>
    </>
  );
}

/** A line saying whether the values shown were saved or are the method's proposal. */
export function JudgementState({ isSaved }: { isSaved: boolean }) {
  const { t } = useTranslation();
  return (
    <p className="small text-body-secondary mb-2">
      {isSaved ? t('Showing the saved judgement.') : t('Showing the proposal of the method; not saved yet.')}
    </p>
  );
}

/**
 * The body of a panel that judges in tables (Event and Destiny Analyser): whether the values shown are
 * saved, the tables, then Save and Reset.
 */
export function JudgementForm({
  isSaved,
  saving,
  onSave,
  onReset,
  children,
}: {
  isSaved: boolean;
  saving: SaveState;
  onSave: () => void;
  onReset: () => void;
  children: ReactNode;
}) {
  return (
    <>
      <JudgementState isSaved={isSaved} />
      {children}
      <PanelActions saving={saving} onSave={onSave} onReset={onReset} />
    </>
  );
}
