import type { EventData } from '@kpdesk/contract';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveDialog } from '../../../components/birth-time-correction/save-dialog';
import type { EventPanelProps } from './event-panel-props';
import { useEventSave, type EventSave, type SaveTexts } from './use-event-save';

/** What a judging panel saves: its name, its dialog texts, its call, and the saved values its editor starts from. */
export interface JudgementSave<Body> {
  /** The panel's accessible name. */
  label: string;
  texts: SaveTexts;
  send: (body: Body) => Promise<unknown>;
  /** The saved values the editor edits, as one string: when it changes, the editor starts afresh. */
  savedValuesOf: (data: EventData) => string;
}

/** Props of a judging panel's editor: the panel's client and event data, and its save. */
export type JudgementEditorProps<Body> = EventPanelProps & { saving: EventSave<Body> };

/**
 * A panel of the page that saves a judgement: its save (dialog, reload), and its editor, which starts afresh
 * from the saved values whenever the event or those values change (`savedValuesOf`), so a reload after a
 * save or a new event never shows stale edits. The dialog lives here, above the keyed editor, so the
 * reload after a save does not close it.
 */
export function SavingPanel<Body>({
  runningId,
  eventData,
  judgement,
  Editor,
}: EventPanelProps & { judgement: JudgementSave<Body>; Editor: ComponentType<JudgementEditorProps<Body>> }) {
  const { label, texts, send, savedValuesOf } = judgement;
  const saving = useEventSave({ runningId, eventKey: eventData.currentEvent.key, texts, send });
  const { t } = useTranslation();
  return (
    <section aria-label={t(label)}>
      <Editor
        key={`${eventData.currentEvent.key}|${savedValuesOf(eventData)}`}
        runningId={runningId}
        eventData={eventData}
        saving={saving}
      />
      <SaveDialog dialog={saving.dialog} onClose={saving.closeDialog} />
    </section>
  );
}
