import type { EventData } from '@kpdesk/contract';
import { Fragment, type ReactNode } from 'react';
import { SaveDialog } from '../../../components/birth-time-correction/save-dialog';
import { useEventSave, type EventSave, type SaveTexts } from './use-event-save';

/**
 * A panel of the page that saves a judgement: its save (dialog, reload), and its editor, which starts afresh
 * from the saved values whenever the event or those values change (`savedValues`), so a reload after a save
 * or a new event never shows stale edits.
 */
export function SavingPanel<Body>({
  label,
  runningId,
  eventData,
  texts,
  send,
  savedValues,
  children,
}: {
  label: string;
  runningId: number;
  eventData: EventData;
  texts: SaveTexts;
  send: (body: Body) => Promise<unknown>;
  savedValues: string;
  children: (saving: EventSave<Body>) => ReactNode;
}) {
  const saving = useEventSave({ runningId, eventKey: eventData.currentEvent.key, texts, send });
  return (
    <section aria-label={label}>
      <Fragment key={`${eventData.currentEvent.key}|${savedValues}`}>{children(saving)}</Fragment>
      <SaveDialog dialog={saving.dialog} onClose={saving.closeDialog} />
    </section>
  );
}
