import { zodResolver } from '@hookform/resolvers/zod';
import {
  LIFE_EVENT_MESSAGES,
  lifeEventWriteSchema,
  type LifeEventWrite,
  type LifeEventWriteInput,
} from '@kpdesk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError, messageOf } from '../../api/client';
import { lifeEventsApi, lifeEventsKey, savedNotice, type LifeEvent } from '../../api/life-events';
import { FormActions } from '../../components/forms/form-actions';
import {
  DateTimeFields,
  EventSelect,
  fieldOfRefusal,
  NoteField,
  type LifeEventFormState,
  type LifeEventFormValues,
} from './life-event-fields';
import type { EventCatalogue } from './use-event-catalogue';

const BLANK: LifeEventFormValues = { eventKey: '', date: '', time: '', note: '', timezone: '' };

/** An event's saved values as the form shows them. */
const valuesOf = (event: LifeEvent | null): LifeEventFormValues =>
  event
    ? {
        eventKey: event.eventKey,
        date: event.date,
        time: event.time ?? '',
        note: event.note,
        timezone: event.timezone === null ? '' : String(event.timezone),
      }
    : BLANK;

/** Props of {@link LifeEventForm}. */
export interface LifeEventFormProps {
  runningId: number;
  catalogue: EventCatalogue;
  /** The event being edited, or null to add one. */
  editing: LifeEvent | null;
  /** Earliest and latest date the picker offers: the birth date and today on the birth clock. */
  dateRange: { min: string; max: string };
  /** The birth clock's zone, hours east of UTC: the clock an event's time is on unless it names its own. */
  birthZone: number;
  /** After a save, with the server's words; also ends the edit. */
  onSaved: (message: string) => void;
  /** Leaves the edit without saving. */
  onCancelEdit: () => void;
  /** A send starts: the words of the last save no longer answer it. */
  onSending: () => void;
}

/**
 * Sends the form: add or replace, then the list reloads. A refusal naming a field is shown under that field
 * (focused); any other refusal above the buttons.
 */
function useLifeEventSave({ runningId, editing, onSaved, onSending }: LifeEventFormProps) {
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<string | null>(null);
  const [isLoading, setLoading] = useState(false);
  const save = async (values: LifeEventWrite, form: LifeEventFormState) => {
    setLoading(true);
    setMessage(null);
    onSending();
    try {
      if (editing) await lifeEventsApi.replace(runningId, editing.id, values);
      else await lifeEventsApi.addTo(runningId, values);
      await queryClient.invalidateQueries({ queryKey: lifeEventsKey(runningId) });
      form.reset(BLANK);
      onSaved(savedNotice(editing ? LIFE_EVENT_MESSAGES.updated : LIFE_EVENT_MESSAGES.added));
    } catch (error) {
      const field = error instanceof ApiError ? fieldOfRefusal(error.message) : null;
      if (field) form.setError(field, { message: messageOf(error) }, { shouldFocus: true });
      else setMessage(messageOf(error));
    } finally {
      setLoading(false);
    }
  };
  return { save, message, setMessage, isLoading };
}

/**
 * Add or edit a life event: Event (the catalogue under its menu groups), Date, Time (optional), Note (at
 * most 500 characters). The contract's rules check each field as the server does; the server adds what only
 * it knows (before the birth, after today, an unknown event), each shown under its field.
 */
export function LifeEventForm(props: LifeEventFormProps) {
  const { editing, catalogue, dateRange, birthZone, onCancelEdit } = props;
  const form = useForm<LifeEventWriteInput, unknown, LifeEventWrite>({
    resolver: zodResolver(lifeEventWriteSchema),
    defaultValues: valuesOf(editing),
  });
  const { save, message, setMessage, isLoading } = useLifeEventSave(props);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    form.reset(valuesOf(editing));
    if (!editing) return;
    // Edit is pressed in the list below; the form it fills sits above, out of sight on a long list.
    const element = formRef.current;
    if (typeof element?.scrollIntoView === 'function') element.scrollIntoView({ block: 'start' });
    // The form's first field, read from the page: the form's own setFocus loses its refs to the reset above.
    element?.querySelector<HTMLElement>('select, input, textarea')?.focus({ preventScroll: true });
  }, [editing, form]);
  const { t } = useTranslation();
  const title = editing ? t('Edit event {{event}}', { event: t(editing.eventName) }) : t('Add a life event');
  return (
    <Form
      ref={formRef}
      className="revealed-result"
      noValidate
      aria-label={title}
      onSubmit={(e) => void form.handleSubmit((v) => save(v, form))(e)}
    >
      <h2 className="h6">{title}</h2>
      <EventSelect form={form} catalogue={catalogue} />
      <DateTimeFields form={form} min={dateRange.min} max={dateRange.max} birthZone={birthZone} />
      <NoteField form={form} />
      <FormActions
        isLoading={isLoading}
        submitLabel={editing ? t('Save event') : t('Add event')}
        message={message}
        onClear={() => {
          form.reset(BLANK);
          setMessage(null);
        }}
      >
        {editing ? (
          <Button variant="outline-secondary" type="button" onClick={onCancelEdit}>
            {t('Cancel edit')}
          </Button>
        ) : null}
      </FormActions>
    </Form>
  );
}
