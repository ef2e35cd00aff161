import {
  formatGmtOffset,
  LIFE_EVENT_MESSAGES,
  LIFE_EVENT_NOTE_MAX_LENGTH,
  type LifeEventWrite,
  type LifeEventWriteInput,
} from '@kpdesk/contract';
import { Form } from 'react-bootstrap';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldError, invalidProps } from '../../components/forms/form-parts';
import { timeZoneChoices } from '../../components/place-search/offset-proposal';
import { catalogueGroups, type EventCatalogue } from './use-event-catalogue';

/** The form's fields as typed: every one text ('' for an unknown time, no note, or the birth clock). */
export interface LifeEventFormValues {
  eventKey: string;
  date: string;
  time: string;
  note: string;
  timezone: string;
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
  timezone: [LIFE_EVENT_MESSAGES.timezoneInvalid],
};

/**
 * The field a server refusal names: one of the contract's messages of the field, or a message that starts
 * with the field's name (the text rules of every save: 'note must not contain …'); null for anything else.
 */
export function fieldOfRefusal(message: string): LifeEventField | null {
  const fields = Object.keys(MESSAGES_OF) as LifeEventField[];
  const byMessage = fields.find((field) => MESSAGES_OF[field].includes(message));
  if (byMessage) return byMessage;
  const named = /^(eventKey|date|time|note|timezone)\b/i.exec(message)?.[1]?.toLowerCase();
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

/**
 * The clock the date and time are read on: the birth clock (named with its offset) unless the astrologer
 * chooses the zone the event happened in, which is stored with the event.
 */
function ClockSelect({ form, birthZone }: FieldProps & { birthZone: number }) {
  const id = 'life-event-timezone';
  const error = errorOf(form, 'timezone');
  const { t } = useTranslation();
  const chosen = form.watch('timezone');
  const zones = timeZoneChoices(Number(chosen === '' || chosen === null ? Number.NaN : chosen), t);
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{t('Clock of the date and time')}</Form.Label>
      <Form.Select {...invalidProps(id, error)} {...form.register('timezone')}>
        <option value="">{t('Birth clock (GMT{{offset}})', { offset: formatGmtOffset(birthZone) })}</option>
        {zones.map((zone) => (
          <option key={zone.label} value={String(zone.value)}>
            {zone.label}
          </option>
        ))}
      </Form.Select>
      <FieldError id={id} error={error} />
    </Form.Group>
  );
}

/**
 * The date (from the birth date to today on the birth clock), the optional time and the clock they are read
 * on, side by side.
 */
export function DateTimeFields({
  form,
  min,
  max,
  birthZone,
}: FieldProps & { min: string; max: string; birthZone: number }) {
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
      <ClockSelect form={form} birthZone={birthZone} />
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
