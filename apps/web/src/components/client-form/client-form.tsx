import { clientWriteSchema, MARITAL_STATUSES, SEXES, type ClientWriteInput } from '@kpdesk/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState, type ReactNode } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { useForm, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { clientsApi, type PlaceSuggestion } from '../../api/clients';
import { FormField } from '../forms/form-field';
import { FormAlert, SubmitButton } from '../forms/form-parts';
import { PlaceSuggestions } from '../place-search/place-search';
import { missingBirthMomentNote, offsetNote, timeZoneChoices } from '../place-search/offset-proposal';

type ClientForm = UseFormReturn<ClientWriteInput, unknown, z.output<typeof clientWriteSchema>>;

/** An empty Add Client form (time zone 5.5, sex Male: spec defaults). */
export const EMPTY_CLIENT: ClientWriteInput = {
  firstName: '',
  lastName: '',
  fatherName: '',
  mobile: '',
  email: '',
  maritalStatus: '',
  marriageDate: '',
  sex: 'Male',
  birthTimezone: 5.5,
  birthDate: '',
  birthTime: '',
  birthCity: '',
  birthLatitude: '',
  birthLongitude: '',
};

/**
 * What the astrologer has typed into a field, and only that: loading a saved record or picking a suggestion
 * sets the field without changing it, so place suggestions open only while the astrologer types.
 */
function useTypedText(form: ClientForm, name: 'birthCity') {
  const [text, setText] = useState('');
  useEffect(() => {
    const subscription = form.watch((values, { name: changed, type }) => {
      if (changed === name && type === 'change') setText(String(values[name] ?? ''));
    });
    return () => subscription.unsubscribe();
  }, [form, name]);
  return { text, clear: () => setText('') };
}

export function useClientForm(defaults: ClientWriteInput): ClientForm {
  return useForm<ClientWriteInput, unknown, z.output<typeof clientWriteSchema>>({
    resolver: zodResolver(clientWriteSchema),
    defaultValues: defaults,
  });
}

function SelectField({
  form,
  name,
  label,
  children,
}: {
  form: ClientForm;
  name: 'maritalStatus' | 'sex' | 'birthTimezone';
  label: string;
  children: ReactNode;
}) {
  return (
    <Form.Group className="mb-3" controlId={`field-${name}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Select {...form.register(name)}>{children}</Form.Select>
    </Form.Group>
  );
}

/**
 * Proposes the UTC offset in force at the chosen place on the birth date and time (historical rules,
 * daylight saving); the astrologer can still choose any entry.
 */
async function proposeOffset(form: ClientForm, place: PlaceSuggestion): Promise<string | null> {
  const { birthDate, birthTime } = form.getValues();
  if (!birthDate || !birthTime) return missingBirthMomentNote(place.timeZone);
  const answer = await clientsApi.utcOffset(place.timeZone, String(birthDate), String(birthTime));
  const { utcOffsetHours, isDaylightSaving } = answer.data;
  form.setValue('birthTimezone', utcOffsetHours, { shouldDirty: true });
  return offsetNote(place.timeZone, String(birthDate), utcOffsetHours, isDaylightSaving);
}

/** Calls `onTyped` when the astrologer types into a field (not when the page sets a value). */
function useOnTyped(form: ClientForm, onTyped: (() => void) | undefined) {
  useEffect(() => {
    if (!onTyped) return undefined;
    const subscription = form.watch((_values, { type }) => {
      if (type === 'change') onTyped();
    });
    return () => subscription.unsubscribe();
  }, [form, onTyped]);
}

/**
 * The two-column client form of Add and Edit Client (spec §2). `extra` adds the captcha on Add; `onTyped`
 * lets the page drop the server's message of the last attempt once the astrologer types again.
 */
export function ClientFormFields({
  form,
  serverMessage,
  isLoading,
  extra,
  actions,
  onTyped,
}: {
  form: ClientForm;
  serverMessage: string | null;
  isLoading: boolean;
  extra?: ReactNode;
  actions?: ReactNode;
  onTyped?: () => void;
}) {
  const [note, setNote] = useState<string | null>(null);
  useOnTyped(form, onTyped);
  const typedPlace = useTypedText(form, 'birthCity');
  const zones = timeZoneChoices(Number(form.watch('birthTimezone')));
  const pick = (place: PlaceSuggestion) => {
    typedPlace.clear();
    // Validating the filled fields clears messages of an earlier submit (e.g. 'Enter latitude value …').
    const filled = { shouldValidate: true, shouldDirty: true };
    form.setValue('birthCity', place.locationName, filled);
    form.setValue('birthLatitude', place.latitude, filled);
    form.setValue('birthLongitude', place.longitude, filled);
    proposeOffset(form, place).then(setNote, () => setNote(null));
  };
  return (
    <>
      <FormAlert message={serverMessage} />
      <Row>
        <Col md={6}>
          <FormField form={form} name="firstName" label="First name" maxLength={50} />
          <FormField form={form} name="lastName" label="Last name (optional)" maxLength={50} />
          <FormField form={form} name="fatherName" label="Father name (optional)" maxLength={50} />
          <FormField form={form} name="mobile" label="Mobile (optional)" inputMode="numeric" maxLength={15} />
          <FormField form={form} name="email" label="Email (optional)" type="email" maxLength={50} />
          <SelectField form={form} name="maritalStatus" label="Marital Status">
            {MARITAL_STATUSES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </SelectField>
          <FormField form={form} name="marriageDate" label="Marriage Date" type="date" />
        </Col>
        <Col md={6}>
          <SelectField form={form} name="sex" label="Sex">
            {SEXES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </SelectField>
          <FormField form={form} name="birthDate" label="Date of Birth" type="date" />
          <FormField form={form} name="birthTime" label="Time of Birth" type="time" step={1} />
          <FormField form={form} name="birthCity" label="Place of Birth" maxLength={200} autoComplete="off" />
          <PlaceSuggestions text={typedPlace.text} onPick={pick} />
          <Row>
            <Col>
              <FormField form={form} name="birthLatitude" label="Latitude" inputMode="decimal" />
            </Col>
            <Col>
              <FormField form={form} name="birthLongitude" label="Longitude" inputMode="decimal" />
            </Col>
          </Row>
          <SelectField form={form} name="birthTimezone" label="Time zone">
            {zones.map((z) => (
              <option key={z.label} value={z.value}>
                {z.label}
              </option>
            ))}
          </SelectField>
          {note ? (
            <p className="small text-body-secondary" role="status">
              {note}
            </p>
          ) : null}
          {extra}
        </Col>
      </Row>
      <div className="d-flex gap-2">
        <SubmitButton isLoading={isLoading} />
        {actions}
        <Button variant="outline-secondary" type="button" onClick={() => history.back()}>
          Cancel
        </Button>
      </div>
    </>
  );
}
