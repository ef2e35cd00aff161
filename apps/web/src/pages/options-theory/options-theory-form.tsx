import {
  DEFAULT_OPTIONS_COUNT,
  OPTION_TEXT_MAX_LENGTH,
  OPTIONS_COUNT_MAX,
  optionSaveSchema,
  resizeOptions,
  type OptionRecord,
  type OptionSaveInput,
} from '@kpdesk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Card, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { optionsApi, RECENT_OPTIONS_KEY } from '../../api/options';
import { FormField } from '../../components/forms/form-field';
import { FormActions } from '../../components/forms/form-actions';
import { useContractForm } from '../../components/forms/use-contract-form';
import { FormOutcome } from '../../components/options/form-outcome';
import { savedRecordKey } from '../../components/options/saved-record';
import {
  JudgementFields,
  toJudgementValues,
  type JudgementForm,
} from '../../components/options/judgement-fields';
import { judgementNow, type JudgementValues } from '../../components/options/judgement-now';
import {
  JudgementProfile,
  OptionChoice,
  OptionTable,
  FormBesideResult,
} from '../../components/options/option-result';

/** A new record at a judgement's moment and place (see judgementNow): two empty options (spec §2, §9). */
export function newOptionRecord(judgement: JudgementValues): OptionSaveInput {
  return {
    ...judgement,
    optionsCount: String(DEFAULT_OPTIONS_COUNT),
    runningId: 0,
    name: '',
    question: '',
    options: resizeOptions([], DEFAULT_OPTIONS_COUNT),
  };
}

/** The form's values of a saved record (the form fills from the answer, spec §4). */
export function toFormValues(r: OptionRecord): OptionSaveInput {
  return {
    runningId: r.runningId,
    name: r.name,
    question: r.question,
    optionsCount: String(r.optionsCount),
    ...toJudgementValues(r),
    options: r.options,
  };
}

/** The new length of the option list for a typed count, or null when the list stays (spec §4). */
export function countToApply(typed: string): number | null {
  const text = typed.trim();
  return /^\d{1,2}$/.test(text) && Number(text) <= OPTIONS_COUNT_MAX ? Number(text) : null;
}

function OptionRecordResult({ record }: { record: OptionRecord }) {
  const { t } = useTranslation();
  return (
    <Card as="section" className="shadow-sm" aria-label={t('Result')}>
      <Card.Body>
        <OptionChoice result={record.result} text={record.options[record.result - 1]} />
        <OptionTable result={record} />
        <JudgementProfile moment={record} result={record} />
      </Card.Body>
    </Card>
  );
}

type OptionFormState = ReturnType<typeof useContractForm<typeof optionSaveSchema>>;

/** Number of Options: a valid count resizes the option list at once, keeping the texts typed (spec §4). */
function OptionsCountField({ form }: { form: OptionFormState['form'] }) {
  const { t } = useTranslation();
  const count = form.register('optionsCount', {
    onChange: (e: { target: { value: string } }) => {
      const n = countToApply(e.target.value);
      if (n !== null) form.setValue('options', resizeOptions(form.getValues('options') ?? [], n));
    },
  });
  const countError = form.formState.errors.optionsCount?.message;
  return (
    <Form.Group className="mb-3" controlId="field-optionsCount">
      <Form.Label>{t('Number of Options')}</Form.Label>
      <Form.Control
        inputMode="numeric"
        maxLength={2}
        isInvalid={Boolean(countError)}
        aria-invalid={Boolean(countError)}
        aria-describedby={countError ? 'field-optionsCount-error' : undefined}
        {...count}
      />
      {countError ? (
        <Form.Control.Feedback type="invalid" id="field-optionsCount-error">
          {countError}
        </Form.Control.Feedback>
      ) : null}
    </Form.Group>
  );
}

/** The record's fields: Name, the moment and place, Question, the count and one input per option. */
function OptionRecordFields({ form }: { form: OptionFormState['form'] }) {
  const { t } = useTranslation();
  const options = form.watch('options') ?? [];
  return (
    <>
      <FormField form={form} name="name" label={t('Name')} maxLength={50} />
      <JudgementFields form={form as unknown as JudgementForm} resetKey={0} />
      <FormField form={form} name="question" label={t('Question')} maxLength={500} />
      <OptionsCountField form={form} />
      {options.map((_, i) => (
        <FormField
          key={i}
          form={form}
          name={`options.${i}`}
          label={t('Option {{n}}', { n: i + 1 })}
          maxLength={OPTION_TEXT_MAX_LENGTH}
        />
      ))}
    </>
  );
}

/**
 * Calculate: saves the record (runningId 0 adds one), shows its result, refills the form from the answer
 * and refreshes the dashboard's recent list.
 */
function useSaveOption(
  { form, submit }: OptionFormState,
  saved: OptionRecord | null,
  onSaved: (runningId: number) => void,
) {
  const [record, setRecord] = useState<OptionRecord | null>(saved);
  const queryClient = useQueryClient();
  const onSubmit = submit(async (values) => {
    const answer = await optionsApi.save({ ...values, runningId: record?.runningId ?? 0 });
    setRecord(answer.data);
    form.reset(toFormValues(answer.data));
    queryClient.setQueryData(savedRecordKey('options', answer.data.runningId), answer.data);
    void queryClient.invalidateQueries({ queryKey: RECENT_OPTIONS_KEY });
    onSaved(answer.data.runningId);
    return answer.message;
  });
  return { record, onSubmit };
}

/**
 * The saved Options Theory form: Name, the moment and place, Question, Number of Options and one input per
 * option. Calculate saves (runningId 0 adds a record), says 'Option is calculated successfully', shows the
 * result and fills the form from the answer, so a second Calculate replaces the same record; `onSaved` hears
 * the record's number. A new record starts from `initial`.
 */
export function OptionsTheoryForm({
  saved,
  initial,
  onSaved = () => undefined,
}: {
  saved: OptionRecord | null;
  initial?: OptionSaveInput;
  onSaved?: (runningId: number) => void;
}) {
  const opening = saved ? toFormValues(saved) : (initial ?? newOptionRecord(judgementNow(null, Date.now())));
  const contractForm = useContractForm(optionSaveSchema, opening);
  const { form, isLoading, serverMessage, doneMessage } = contractForm;
  const { record, onSubmit } = useSaveOption(contractForm, saved, onSaved);
  const { t } = useTranslation();
  return (
    <FormBesideResult result={record ? <OptionRecordResult record={record} /> : null}>
      <h1 id="options-theory-title" className="h4 mb-3">
        {record ? t('Options Theory · {{n}}', { n: record.runningId }) : t('Options Theory')}
      </h1>
      <Form noValidate onSubmit={(e) => void onSubmit(e)}>
        <FormOutcome serverMessage={serverMessage} doneMessage={doneMessage} />
        <OptionRecordFields form={form} />
        <FormActions isLoading={isLoading} submitLabel="Calculate" />
      </Form>
    </FormBesideResult>
  );
}
