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
import { Alert, Button, Card, Col, Form, Row, Spinner } from 'react-bootstrap';
import { horaryApi, RECENT_HORARY_KEY } from '../../api/horary';
import { FormField } from '../../components/forms/form-field';
import { FormAlert } from '../../components/forms/form-parts';
import { useContractForm } from '../../components/forms/use-contract-form';
import { JudgementFields, type JudgementForm } from '../../components/options/judgement-fields';
import { ClientPicker, type PickedClient } from './client-picker';
import { ROTATION_CHOICES, toFormValues } from './horary-form-values';

/** What the form reports: a cast chart, or a saved question (with its number). */
export type HoraryResult = HoraryChartData | HoraryRecord;

/** The Method and rotation options: the KP method by default, the variant and the relative's house on demand. */
function MethodFields({
  form,
}: {
  form: ReturnType<typeof useContractForm<typeof horaryQuestionSchema>>['form'];
}) {
  const method = form.watch('method');
  return (
    <>
      <Form.Group className="mb-3" controlId="horary-method">
        <Form.Check
          type="checkbox"
          label="Variant: cast the chart at the nearest moment when this Ascendant rises here (not the KP number method)"
          checked={method === 'nearestRising'}
          onChange={(e) => form.setValue('method', e.target.checked ? 'nearestRising' : 'judgementMoment')}
        />
        <Form.Text>
          Off: the number's degree is the Ascendant, with the planets of the moment of judgement (the KP
          method).
        </Form.Text>
      </Form.Group>
      <Form.Group className="mb-3" controlId="horary-rotate">
        <Form.Label>Read the chart from</Form.Label>
        <Form.Select {...form.register('rotateHouse')}>
          {ROTATION_CHOICES.map((choice) => (
            <option key={choice.house} value={choice.house}>
              {choice.label}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
    </>
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
  const { form, isLoading, serverMessage, submit, doneMessage } = useContractForm(
    horaryQuestionSchema,
    initial,
  );
  const [client, setClient] = useState<PickedClient | null>(
    saved?.clientRunningId ? { runningId: saved.clientRunningId, name: saved.clientName ?? '' } : null,
  );
  const queryClient = useQueryClient();
  const withChoices = (values: HoraryQuestion) => ({
    ...values,
    clientRunningId: client?.runningId ?? null,
    eventId,
  });
  const cast = submit(async (values) => {
    onResult((await horaryApi.cast(withChoices(values))).data);
    return '';
  });
  const save = submit(async (values) => {
    const answer = await horaryApi.save({ ...withChoices(values), runningId: saved?.runningId ?? 0 });
    form.reset(toFormValues(answer.data));
    queryClient.setQueryData(['horary', 'record', answer.data.runningId], answer.data);
    void queryClient.invalidateQueries({ queryKey: RECENT_HORARY_KEY });
    onResult(answer.data);
    return answer.message;
  });
  return (
    <Card className="shadow-sm mb-3">
      <Card.Body>
        <h1 id="horary-title" className="h4 mb-3">
          KP Horary{saved ? ` · question ${saved.runningId}` : ''}
        </h1>
        <Form noValidate onSubmit={(e) => void cast(e)}>
          <FormAlert message={serverMessage} />
          {doneMessage && !serverMessage ? (
            <Alert variant="success" role="status" className="py-2">
              {doneMessage}
            </Alert>
          ) : null}
          <Row>
            <Col md={6}>
              <FormField
                form={form}
                name="horaryNumber"
                label="Horary number (1 to 249)"
                inputMode="numeric"
                maxLength={3}
              />
              <FormField
                form={form}
                name="question"
                label="Question"
                maxLength={HORARY_QUESTION_MAX_LENGTH}
              />
              <ClientPicker client={client} onChange={setClient} />
              <MethodFields form={form} />
            </Col>
            <Col md={6}>
              <JudgementFields form={form as unknown as JudgementForm} resetKey={0} />
            </Col>
          </Row>
          <div className="d-flex gap-2 flex-wrap">
            <Button type="submit" disabled={isLoading}>
              {isLoading ? <Spinner animation="border" size="sm" aria-hidden="true" /> : null} Cast chart
            </Button>
            <Button variant="outline-primary" disabled={isLoading} onClick={(e) => void save(e)}>
              Save question
            </Button>
          </div>
        </Form>
      </Card.Body>
    </Card>
  );
}
