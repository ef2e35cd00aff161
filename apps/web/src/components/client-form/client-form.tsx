import {
  BIRTH_DATE_RANGE,
  clientWriteSchema,
  MARITAL_STATUSES,
  SEXES,
  type ClientWriteInput,
} from '@kpdesk/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { Col, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useForm, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { FormField } from '../forms/form-field';
import { LabelledSelect } from '../forms/labelled-select';
import { PlaceFields } from '../place-search/place-fields';
import { ProposalNote } from '../place-search/proposal-note';
import { timeZoneChoices } from '../place-search/offset-proposal';
import { BIRTH_PLACE_FIELDS, useOffsetNote } from './birth-place';

/** The client form of Add and Edit Client. */
export type ClientForm = UseFormReturn<ClientWriteInput, unknown, z.output<typeof clientWriteSchema>>;

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

export function useClientForm(defaults: ClientWriteInput): ClientForm {
  return useForm<ClientWriteInput, unknown, z.output<typeof clientWriteSchema>>({
    resolver: zodResolver(clientWriteSchema),
    defaultValues: defaults,
  });
}

/** The left column: who the client is. */
function PersonColumn({ form }: { form: ClientForm }) {
  const { t } = useTranslation();
  // The stored value stays English ('Married', '' for Not Available); only the shown words follow the language.
  const statuses = MARITAL_STATUSES.map((status) => ({ value: status.value, label: t(status.label) }));
  return (
    <>
      <FormField form={form} name="firstName" label={t('First name')} maxLength={50} />
      <FormField form={form} name="lastName" label={t('Last name (optional)')} maxLength={50} />
      <FormField form={form} name="fatherName" label={t('Father name (optional)')} maxLength={50} />
      <FormField
        form={form}
        name="mobile"
        label={t('Mobile (optional)')}
        inputMode="numeric"
        maxLength={15}
      />
      <FormField form={form} name="email" label={t('Email (optional)')} type="email" maxLength={50} />
      <LabelledSelect
        id="field-maritalStatus"
        label={t('Marital Status')}
        options={statuses}
        {...form.register('maritalStatus')}
      />
      <FormField form={form} name="marriageDate" label={t('Marriage Date')} type="date" />
    </>
  );
}

/** The right column: sex and the birth moment and place, with the proposed time zone. */
function BirthColumn({ form }: { form: ClientForm }) {
  const { t } = useTranslation();
  const offset = useOffsetNote(form);
  const zones = timeZoneChoices(Number(form.watch('birthTimezone')), t);
  const sexes = SEXES.map((sex) => ({ value: sex.value, label: t(sex.label) }));
  return (
    <>
      <LabelledSelect id="field-sex" label={t('Sex')} options={sexes} {...form.register('sex')} />
      <FormField
        form={form}
        name="birthDate"
        label={t('Date of Birth')}
        type="date"
        min={BIRTH_DATE_RANGE.min}
        max={BIRTH_DATE_RANGE.max}
      />
      <FormField form={form} name="birthTime" label={t('Time of Birth')} type="time" step={1} />
      <PlaceFields
        form={form}
        names={BIRTH_PLACE_FIELDS}
        label={t('Place of Birth')}
        onPicked={offset.propose}
      />
      <LabelledSelect
        id="field-birthTimezone"
        label={t('Time zone')}
        options={zones}
        {...form.register('birthTimezone')}
      />
      <ProposalNote note={offset.note} />
    </>
  );
}

/** The two-column client form of Add and Edit Client (spec §2). `extra` adds the captcha on Add. */
export function ClientFormFields({ form, extra }: { form: ClientForm; extra?: ReactNode }) {
  return (
    <Row>
      <Col md={6}>
        <PersonColumn form={form} />
      </Col>
      <Col md={6}>
        <BirthColumn form={form} />
        {extra}
      </Col>
    </Row>
  );
}
