import { LIFE_EVENT_MESSAGES } from '@kpdesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../api/client';
import { lifeEventsApi, lifeEventsKey, savedNotice, type LifeEvent } from '../../api/life-events';
import { ConfirmModal } from '../../components/layout/message-modal';
import { EventEvidence, signedValue } from './event-evidence';
import type { LifeEventShowers } from './life-event-display';

function EventCard({
  event,
  ordinal,
  show,
  onEdit,
  onDelete,
}: {
  event: LifeEvent;
  ordinal: number;
  show: LifeEventShowers;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const when = show.eventWhen(event);
  const name = t(event.eventName);
  // An event added offline has a negative id until it is sent (docs/offline.md); the server judges it then.
  const isWaiting = event.id < 0;
  const heading = isWaiting
    ? t('{{ordinal}}. {{event}} — {{when}}', { ordinal, event: name, when })
    : t('{{ordinal}}. {{event}} — {{when}} · score {{score}}', {
        ordinal,
        event: name,
        when,
        score: signedValue(event.score),
      });
  return (
    <article className="life-event-card border rounded p-2 mb-3" aria-labelledby={`life-event-${event.id}`}>
      <div className="d-flex flex-wrap align-items-start justify-content-between gap-2">
        <h3 id={`life-event-${event.id}`} className="h6 mb-1">
          {heading}
        </h3>
        <div className="d-flex gap-2 screen-only">
          <Button
            size="sm"
            variant="outline-primary"
            onClick={onEdit}
            aria-label={t('Edit {{event}} {{when}}', { event: name, when })}
          >
            {t('Edit')}
          </Button>
          <Button
            size="sm"
            variant="outline-danger"
            onClick={onDelete}
            aria-label={t('Delete {{event}} {{when}}', { event: name, when })}
          >
            {t('Delete')}
          </Button>
        </div>
      </div>
      {event.note ? <p className="small mb-2">{event.note}</p> : null}
      {isWaiting ? (
        <p className="small text-body-secondary mb-0">
          {t('Saved on this device. Its periods, promise and score come when it is sent.')}
        </p>
      ) : (
        <EventEvidence
          caption={t('{{event}} {{when}}: periods, promise and score', { event: name, when })}
          periods={event.periods}
          promise={event.promise}
          score={event.score}
          showMoment={show.periodDate}
        />
      )}
    </article>
  );
}

/** Deletes the event asked about once confirmed; the list reloads. */
function useDeleteEvent(runningId: number, onDeleted: (message: string) => void) {
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState<LifeEvent | null>(null);
  const remove = useMutation({
    mutationFn: (event: LifeEvent) => lifeEventsApi.removeFrom(runningId, event.id),
    onSuccess: async () => {
      setAsked(null);
      await queryClient.invalidateQueries({ queryKey: lifeEventsKey(runningId) });
      onDeleted(savedNotice(LIFE_EVENT_MESSAGES.deleted));
    },
  });
  return { asked, setAsked, remove };
}

/** Props of {@link LifeEventList}. */
export interface LifeEventListProps {
  runningId: number;
  events: readonly LifeEvent[];
  show: LifeEventShowers;
  onEdit: (event: LifeEvent) => void;
  /** After a delete, with the server's words. */
  onDeleted: (message: string) => void;
}

/**
 * The client's life events in the server's order (date, then time), numbered as the timeline's markers are,
 * each with its periods, categories, promise and score, and Edit and Delete (which asks first).
 */
export function LifeEventList({ runningId, events, show, onEdit, onDeleted }: LifeEventListProps) {
  const { asked, setAsked, remove } = useDeleteEvent(runningId, onDeleted);
  const { t } = useTranslation();
  if (events.length === 0) {
    return (
      <p>{t("No life events yet. Add the client's known events (marriage, a child, a new job) above.")}</p>
    );
  }
  return (
    <>
      {remove.isError ? <Alert variant="danger">{messageOf(remove.error)}</Alert> : null}
      {events.map((event, i) => (
        <EventCard
          key={event.id}
          event={event}
          ordinal={i + 1}
          show={show}
          onEdit={() => onEdit(event)}
          onDelete={() => setAsked(event)}
        />
      ))}
      <ConfirmModal
        isOpen={asked !== null}
        title={t('Delete life event')}
        titleId="delete-life-event-title"
        confirm={{ label: t('Delete'), variant: 'danger' }}
        decline={t('Close')}
        onConfirm={() => asked && remove.mutate(asked)}
        onDecline={() => setAsked(null)}
      >
        {t('Delete {{event}} of {{when}}? This cannot be undone.', {
          event: asked ? t(asked.eventName) : '',
          when: asked ? show.eventWhen(asked) : '',
        })}
      </ConfirmModal>
    </>
  );
}
