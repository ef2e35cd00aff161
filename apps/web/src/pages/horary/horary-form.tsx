import {
  HORARY_QUESTION_MAX_LENGTH,
  horaryQuestionSchema,
  type HoraryChartData,
  type HoraryQuestion,
  type HoraryQuestionInput,
  type HoraryRecord,
} from '@kpdesk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Card, Col, Form, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { horaryApi, RECENT_HORARY_KEY } from '../../api/horary';
import { FormField } from '../../components/forms/form-field';
import { LabelledSelect } from '../../components/forms/labelled-select';
import { FormActions } from '../../components/forms/form-actions';
import { useContractForm } from '../../components/forms/use-contract-form';
import { FormOutcome } from '../../components/options/form-outcome';
import { savedRecordKey } from '../../components/options/saved-record';
import { JudgementFields, type JudgementForm } from '../../components/options/judgement-fields';
import type { PickedClient } from '../../components/client-search/client-pick-field';
import { ClientPicker } from './client-picker';
import { rotationChoices, toFormValues } from './horary-form-values';

/** What the form reports: a cast chart, or a saved question (with its number). */
export type HoraryResult = HoraryChartData | HoraryRecord;

type HoraryFormState = ReturnType<typeof useContractForm<typeof horaryQuestionSchema>>;

/** The Method and rotation options: the KP method by default, the variant and the relative's house on demand. */
function MethodFields({ form }: { form: HoraryFormState['form'] }) {
  const { t } = useTranslation();
  const method = form.watch('method');
  return (
    <>
      <Form.Group className="mb-3" controlId="horary-method">
        <Form.Check
          type="checkbox"
          label={t(
            'Variant: cast the chart at the nearest moment when this Ascendant rises here (not the KP number method)',
          )}
          checked={method === 'nearestRising'}
          onChange={(e) => form.setValue('method', e.target.checked ? 'nearestRising' : 'judgementMoment')}
        />
        <Form.Text>
          {t(
            "Off: the number's degree is the Ascendant, with the planets of the moment of judgement (the KP method).",
          )}
        </Form.Text>
      </Form.Group>
      <LabelledSelect
        id="horary-rotate"
        label={t('Read the chart from')}
        options={rotationChoices(t)}
        {...form.register('rotateHouse')}
      />
    </>
  );
}

/**
 * Cast and Save of the question with the client and matter chosen beside the form: Cast shows the chart;
 * Save stores the question, refills the form from the answer and refreshes the dashboard's recent list.
 */
function useHoraryActions(
  { form, submit }: HoraryFormState,
  choices: { client: PickedClient | null; eventId: number | null; saved: HoraryRecord | null },
  onResult: (result: HoraryResult) => void,
) {
  const queryClient = useQueryClient();
  const withChoices = (values: HoraryQuestion) => ({
    ...values,
    clientRunningId: choices.client?.runningId ?? null,
    eventId: choices.eventId,
  });
  const cast = submit(async (values) => {
    onResult((await horaryApi.cast(withChoices(values))).data);
    return '';
  });
  const save = submit(async (values) => {
    const answer = await horaryApi.save({ ...withChoices(values), runningId: choices.saved?.runningId ?? 0 });
    form.reset(toFormValues(answer.data));
    queryClient.setQueryData(savedRecordKey('horary', answer.data.runningId), answer.data);
    void queryClient.invalidateQueries({ queryKey: RECENT_HORARY_KEY });
    onResult(answer.data);
    return answer.message;
  });
  return { cast, save };
}

/** The question's fields: number, question, client and method beside the moment and place of judgement. */
function QuestionFields({
  form,
  client,
  onClientChange,
}: {
  form: HoraryFormState['form'];
  client: PickedClient | null;
  onClientChange: (client: PickedClient | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <Row>
      <Col md={6}>
        <FormField
          form={form}
          name="horaryNumber"
          label={t('Horary number (1 to 249)')}
          inputMode="numeric"
          maxLength={3}
        />
        <FormField form={form} name="question" label={t('Question')} maxLength={HORARY_QUESTION_MAX_LENGTH} />
        <ClientPicker client={client} onChange={onClientChange} />
        <MethodFields form={form} />
      </Col>
      <Col md={6}>
        <JudgementFields form={form as unknown as JudgementForm} resetKey={0} />
      </Col>
    </Row>
  );
}

/**
 * The horary question: number, question, optional client, the moment and place of judgement, the method and
 * the house read as the first. Cast shows the chart and stores nothing; Save casts and stores the question
 * (with the matter chosen in the verdict aid), adding it the first time and replacing it after.
 */
export function HoraryForm({
  initial,
  saved,
  eventId,
  onResult,
}: {
  initial: HoraryQuestionInput;
  saved: HoraryRecord | null;
  eventId: number | null;
  onResult: (result: HoraryResult) => void;
}) {
  const { t } = useTranslation();
  const contractForm = useContractForm(horaryQuestionSchema, initial);
  const { form, isLoading, serverMessage, doneMessage } = contractForm;
  const [client, setClient] = useState<PickedClient | null>(
    saved?.clientRunningId ? { runningId: saved.clientRunningId, name: saved.clientName ?? '' } : null,
  );
  const { cast, save } = useHoraryActions(contractForm, { client, eventId, saved }, onResult);
  return (
    <Card className="shadow-sm mb-3">
      <Card.Body>
        <h1 id="horary-title" className="h4 mb-3">
          {saved ? t('KP Horary · question {{n}}', { n: saved.runningId }) : t('KP Horary')}
        </h1>
        <Form noValidate onSubmit={(e) => void cast(e)}>
          <FormOutcome serverMessage={serverMessage} doneMessage={doneMessage} />
          <QuestionFields form={form} client={client} onClientChange={setClient} />
          <FormActions isLoading={isLoading} submitLabel="Cast chart">
            <Button variant="outline-primary" disabled={isLoading} onClick={(e) => void save(e)}>
              {t('Save question')}
            </Button>
          </FormActions>
        </Form>
      </Card.Body>
    </Card>
  );
}
