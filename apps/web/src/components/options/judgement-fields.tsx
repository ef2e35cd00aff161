import type { TFunction } from 'i18next';
import {
  DEFAULT_OPTIONS_COUNT,
  formatGmtOffset,
  DEFAULT_TIME_ZONE,
  type QuickOptions,
  momentAtOffset,
  type QuickOptionsInput,
} from '@kpdesk/contract';
import { useEffect, useState } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import { clientsApi } from '../../api/clients';
import { timeZoneChoices } from '../place-search/offset-proposal';
import { FormField } from '../forms/form-field';
import { PlaceFields } from '../place-search/place-fields';
import type { JudgementMoment } from './option-result';

/** Note when the offset cannot be proposed yet: the date or time is missing. */
export function missingMomentNote(t: TFunction, timeZone: string): string {
  return t('Enter the date and time to get the offset of {{zone}}.', { zone: timeZone });
}

/** The offset proposed for a zone on the judgement's date, in the display language. */
export function proposalNote(
  t: TFunction,
  zone: string,
  date: string,
  offset: { utcOffsetHours: number; isDaylightSaving: boolean },
): string {
  const values = { zone, date, offset: formatGmtOffset(offset.utcOffsetHours) };
  return offset.isDaylightSaving
    ? t('Proposed from {{zone}} on {{date}}: GMT{{offset}}, daylight saving', values)
    : t('Proposed from {{zone}} on {{date}}: GMT{{offset}}', values);
}

/** The quick form's defaults (spec §2, §9): 2 options, time zone 5.5, everything else empty. */
export const QUICK_OPTIONS_DEFAULTS: QuickOptionsInput = {
  optionsCount: String(DEFAULT_OPTIONS_COUNT),
  timezone: DEFAULT_TIME_ZONE,
  date: '',
  time: '',
  place: '',
  latitude: '',
  longitude: '',
};

/** A form holding the moment and place of a judgement (the quick and the saved Options Theory forms). */
export type JudgementForm = UseFormReturn<QuickOptionsInput, unknown, QuickOptions>;

/** The moment and place of a saved judgement (an Options Theory record, a horary question) for its form. */
export function toJudgementValues(saved: JudgementMoment): JudgementMoment {
  const { timezone, date, time, place, latitude, longitude } = saved;
  return { timezone, date, time, place, latitude, longitude };
}

/** Note when the astrologer chose the time zone by hand: the proposal is shown, the choice kept. */
export function keptChoiceNote(t: TFunction, proposal: string): string {
  return t('{{proposal}} (your own choice of time zone is kept)', { proposal });
}

/**
 * Proposes the UTC offset in force at the picked place's zone on the judgement's date and time, as the
 * client form does, again whenever the date or time changes. A time zone the astrologer chose by hand is
 * kept: the note then only tells the proposal. Reset (`resetKey`) forgets the place and the choice.
 */
function useOffsetProposal(form: JudgementForm, resetKey: number) {
  const { t } = useTranslation();
  const [zone, setZone] = useState<string | null>(null);
  const [isChosenByHand, setChosenByHand] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const date = String(form.watch('date') ?? '');
  const time = String(form.watch('time') ?? '');
  useEffect(() => {
    setZone(null);
    setChosenByHand(false);
    setNote(null);
  }, [resetKey]);
  useEffect(() => {
    if (!zone) return;
    if (!date || !time) return setNote(missingMomentNote(t, zone));
    let isCurrent = true;
    clientsApi.utcOffset(zone, date, time).then(
      ({ data }) => {
        if (!isCurrent) return;
        const proposal = proposalNote(t, zone, date, data);
        if (isChosenByHand) return setNote(keptChoiceNote(t, proposal));
        form.setValue('timezone', data.utcOffsetHours, { shouldDirty: true });
        setNote(proposal);
      },
      () => isCurrent && setNote(null),
    );
    return () => {
      isCurrent = false;
    };
  }, [form, zone, date, time, isChosenByHand, t]);
  return { note, propose: setZone, chooseByHand: () => setChosenByHand(true) };
}

/**
 * The time zone of the judgement, with the note of the offset proposed for the picked place; a choice by
 * hand is kept.
 */
function TimeZoneField({
  form,
  offset,
}: {
  form: JudgementForm;
  offset: ReturnType<typeof useOffsetProposal>;
}) {
  const { t } = useTranslation();
  const zones = timeZoneChoices(Number(form.watch('timezone')), t);
  const timezone = form.register('timezone');
  return (
    <Form.Group className="mb-3" controlId="field-timezone">
      <Form.Label>{t('Time zone')}</Form.Label>
      <Form.Select
        {...timezone}
        onChange={(e) => {
          offset.chooseByHand();
          void timezone.onChange(e);
        }}
      >
        {/* By value and place, not words, so a change of language keeps the choice (as LabelledSelect). */}
        {zones.map((z, index) => (
          <option key={`${z.value}|${index}`} value={z.value}>
            {z.label}
          </option>
        ))}
      </Form.Select>
      {offset.note ? (
        <Form.Text as="p" className="small" role="status">
          {offset.note}
        </Form.Text>
      ) : null}
    </Form.Group>
  );
}

/** Now, as the clock of the chosen time zone reads it (the browser's own zone plays no part). */
function setNow(form: JudgementForm) {
  const now = momentAtOffset(Date.now(), Number(form.getValues('timezone')));
  form.setValue('date', now.date, { shouldDirty: true, shouldValidate: true });
  form.setValue('time', now.time, { shouldDirty: true, shouldValidate: true });
}

const JUDGEMENT_PLACE = { place: 'place', latitude: 'latitude', longitude: 'longitude' } as const;

/**
 * Time zone, Date, Time with Now, Place with the atlas suggestions, Latitude and Longitude of a judgement.
 * Picking a place fills its coordinates and proposes the offset of its zone.
 */
export function JudgementFields({ form, resetKey }: { form: JudgementForm; resetKey: number }) {
  const { t } = useTranslation();
  const offset = useOffsetProposal(form, resetKey);
  return (
    <>
      <TimeZoneField form={form} offset={offset} />
      <Row className="align-items-end">
        <Col xs={12} sm={5}>
          <FormField form={form} name="date" label={t('Date')} type="date" />
        </Col>
        <Col xs={8} sm={5}>
          <FormField form={form} name="time" label={t('Time')} type="time" />
        </Col>
        <Col xs={4} sm={2} className="mb-3">
          <Button variant="outline-primary" className="w-100" onClick={() => setNow(form)}>
            {t('Now')}
          </Button>
        </Col>
      </Row>
      <PlaceFields
        form={form}
        names={JUDGEMENT_PLACE}
        label={t('Place')}
        resetKey={resetKey}
        onPicked={(place) => offset.propose(place.timeZone)}
      />
    </>
  );
}
