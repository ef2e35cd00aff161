import { quickAddSchema, SEXES } from '@kpdesk/contract';
import { Form } from 'react-bootstrap';
import { clientsApi } from '../../api/clients';
import { PATHS } from '../../paths';
import { useOpenClient } from '../../components/client-menu/use-selected-client';
import { FormField } from '../../components/forms/form-field';
import { FormAlert, SubmitButton } from '../../components/forms/form-parts';
import { useContractForm } from '../../components/forms/use-contract-form';
import { PlaceSuggestions } from '../../components/place-search/place-search';

/** Quick add (spec §7 POST /user/quickadd): the time zone is fixed at 5.5; success opens the client. */
export function QuickAddForm() {
  const { form, isLoading, serverMessage, submit } = useContractForm(quickAddSchema, {
    firstName: '',
    birthDate: '',
    birthTime: '',
    birthCity: '',
    birthLatitude: '',
    birthLongitude: '',
    sex: 'Male',
  });
  const openClient = useOpenClient();
  const onSubmit = submit(async (values) => {
    const answer = await clientsApi.quickAdd(values);
    openClient(PATHS.kpSystem, answer.data.runningId);
    return answer.message;
  });
  return (
    <Form noValidate onSubmit={(e) => void onSubmit(e)}>
      <FormAlert message={serverMessage} />
      <FormField form={form} name="firstName" label="Name" maxLength={50} />
      <FormField form={form} name="birthDate" label="Date of Birth" type="date" />
      <FormField form={form} name="birthTime" label="Time of Birth (IST, GMT+05:30)" type="time" step={1} />
      <FormField form={form} name="birthCity" label="Place of Birth" maxLength={200} autoComplete="off" />
      <PlaceSuggestions
        text={String(form.watch('birthCity') ?? '')}
        onPick={(p) => {
          form.setValue('birthCity', p.locationName);
          form.setValue('birthLatitude', p.latitude);
          form.setValue('birthLongitude', p.longitude);
        }}
      />
      <FormField form={form} name="birthLatitude" label="Latitude" inputMode="decimal" />
      <FormField form={form} name="birthLongitude" label="Longitude" inputMode="decimal" />
      <Form.Group className="mb-3" controlId="quick-sex">
        <Form.Label>Sex</Form.Label>
        <Form.Select {...form.register('sex')}>
          {SEXES.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <SubmitButton isLoading={isLoading}>Add</SubmitButton>
    </Form>
  );
}
