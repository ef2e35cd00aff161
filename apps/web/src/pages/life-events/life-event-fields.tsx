import {
  LIFE_EVENT_MESSAGES,
  LIFE_EVENT_NOTE_MAX_LENGTH,
  type LifeEventWrite,
  type LifeEventWriteInput,
} from '@kpdesk/contract';
import { Form } from 'react-bootstrap';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldError, invalidProps } from '../../components/forms/form-parts';
import { catalogueGroups, type EventCatalogue } from './use-event-catalogue';

/** The form's fields as typed: every one text ('' for an unknown time or no note). */
export interface LifeEventFormValues {
  eventKey: string;
  date: string;
  time: string;
  note: string;
}

/** One of the form's fields. */
export type LifeEventField = keyof LifeEventFormValues;

/** The contract's messages of each field, so a server refusal lands under the field it names. */
const MESSAGES_OF: Record<LifeEventField, readonly string[]> = {
  eventKey: [LIFE_EVENT_MESSAGES.eventKeyRequired, LIFE_EVENT_MESSAGES.eventUnknown],
  date: [
    LIFE_EVENT_MESSAGES.dateRequired,
    LIFE_EVENT_MESSAGES.dateInvalid,
    LIFE_EVENT_MESSAGES.dateBeforeBirth,
    LIFE_EVENT_MESSAGES.dateInFuture,
  ],
  time: [LIFE_EVENT_MESSAGES.timeInvalid],
  note: [LIFE_EVENT_MESSAGES.noteInvalid, LIFE_EVENT_MESSAGES.noteNotText],
};

/**
 * The field a server refusal names: one of the contract's messages of the field, or a message that starts
 * with the field's name (the text rules of every save: 'note must not contain …'); null for anything else.
 */
export function fieldOfRefusal(message: string): LifeEventField | null {
  const fields = Object.keys(MESSAGES_OF) as LifeEventField[];
  const byMessage = fields.find((field) => MESSAGES_OF[field].includes(message));
  if (byMessage) return byMessage;
  const named = /^(eventKey|date|time|note)\b/i.exec(message)?.[1]?.toLowerCase();
  return fields.find((field) => field.toLowerCase() === named) ?? null;
}

/** The form as react-hook-form holds it: the contract's input, parsed into what is sent. */
export type LifeEventFormState = UseFormReturn<LifeEventWriteInput, unknown, LifeEventWrite>;

type FieldProps = { form: LifeEventFormState };

const errorOf = (form: FieldProps['form'], field: LifeEventField) => form.formState.errors[field]?.message;

/** The event, from the catalogue under its menu groups. */
export function EventSelect({ form, catalogue }: FieldProps & { catalogue: EventCatalogue }) {
  const id = 'life-event-key';
  const error = errorOf(form, 'eventKey');
  const { t } = useTranslation();
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{t('Event')}</Form.Label>
      <Form.Select {...invalidProps(id, error)} {...form.register('eventKey')}>
        <option value="">{t('Select life event')}</option>
        {catalogueGroups(catalogue).map(({ group, options }) => (
          <optgroup key={group} label={t(group)}>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {t(option.label)}
              </option>
            ))}
          </optgroup>
        ))}
      </Form.Select>
      <FieldError id={id} error={error} />
    </Form.Group>
  );
}

/** The date (from the birth date to today on the birth clock) and the optional time, side by side. */
export function DateTimeFields({ form, min, max }: FieldProps & { min: string; max: string }) {
  const dateError = errorOf(form, 'date');
  const timeError = errorOf(form, 'time');
  const { t } = useTranslation();
  return (
    <div className="d-flex flex-wrap gap-3">
      <Form.Group className="mb-3" controlId="life-event-date">
        <Form.Label>{t('Date')}</Form.Label>
        <Form.Control
          type="date"
          min={min}
          max={max}
          {...invalidProps('life-event-date', dateError)}
          {...form.register('date')}
        />
        <FieldError id="life-event-date" error={dateError} />
      </Form.Group>
      <Form.Group className="mb-3" controlId="life-event-time">
        <Form.Label>{t('Time (optional)')}</Form.Label>
        <Form.Control
          type="time"
          step={1}
          aria-describedby={timeError ? 'life-event-time-error' : 'life-event-time-hint'}
          isInvalid={Boolean(timeError)}
          aria-invalid={Boolean(timeError)}
          {...form.register('time')}
        />
        {timeError ? null : (
          <Form.Text id="life-event-time-hint">{t('Without a time the event is judged at noon.')}</Form.Text>
        )}
        <FieldError id="life-event-time" error={timeError} />
      </Form.Group>
    </div>
  );
}

/** The note, at most 500 characters, with what is left. */
export function NoteField({ form }: FieldProps) {
  const id = 'life-event-note';
  const error = errorOf(form, 'note');
  const note = form.watch('note');
  const left = LIFE_EVENT_NOTE_MAX_LENGTH - (typeof note === 'string' ? note.length : 0);
  const { t } = useTranslation();
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{t('Note (optional)')}</Form.Label>
      <Form.Control
        as="textarea"
        rows={2}
        maxLength={LIFE_EVENT_NOTE_MAX_LENGTH}
        {...invalidProps(id, error)}
        {...form.register('note')}
      />
      <Form.Text>{t('{{n}} characters left', { n: left })}</Form.Text>
      <FieldError id={id} error={error} />
    </Form.Group>
  );
}
