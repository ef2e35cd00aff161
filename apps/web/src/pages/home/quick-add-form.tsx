import { quickAddSchema, SEXES } from '@kpdesk/contract';
import type { z } from 'zod';
import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { clientsApi } from '../../api/clients';
import { PATHS } from '../../paths';
import { useOpenClient } from '../../selected-client';
import { FormField } from '../../components/forms/form-field';
import { FormActions } from '../../components/forms/form-actions';
import { FormAlert } from '../../components/forms/form-parts';
import { LabelledSelect } from '../../components/forms/labelled-select';
import { useContractForm } from '../../components/forms/use-contract-form';
import { PlaceFields } from '../../components/place-search/place-fields';

const BIRTH_PLACE = {
  place: 'birthCity',
  latitude: 'birthLatitude',
  longitude: 'birthLongitude',
} as const;

/** An empty quick add: every field blank, Male chosen. */
const QUICK_ADD_DEFAULTS: z.input<typeof quickAddSchema> = {
  firstName: '',
  birthDate: '',
  birthTime: '',
  birthCity: '',
  birthLatitude: '',
  birthLongitude: '',
  sex: 'Male',
};

/** Quick add (spec §7 POST /user/quickadd): the time zone is fixed at 5.5; success opens the client. */
export function QuickAddForm() {
  const { t } = useTranslation();
  const { form, isLoading, serverMessage, submit } = useContractForm(quickAddSchema, QUICK_ADD_DEFAULTS);
  const openClient = useOpenClient();
  const onSubmit = submit(async (values) => {
    const answer = await clientsApi.quickAdd(values);
    openClient(PATHS.kpSystem, answer.data.runningId);
    return answer.message;
  });
  return (
    <Form noValidate onSubmit={(e) => void onSubmit(e)}>
      <FormAlert message={serverMessage} />
      <FormField form={form} name="firstName" label={t('Name')} maxLength={50} />
      <FormField form={form} name="birthDate" label={t('Date of Birth')} type="date" />
      <FormField
        form={form}
        name="birthTime"
        label={t('Time of Birth (IST, GMT+05:30)')}
        type="time"
        step={1}
      />
      <PlaceFields form={form} names={BIRTH_PLACE} label={t('Place of Birth')} />
      <LabelledSelect
        id="quick-sex"
        label={t('Sex')}
        options={SEXES.map((sex) => ({ value: sex.value, label: t(sex.label) }))}
        {...form.register('sex')}
      />
      <FormActions isLoading={isLoading} submitLabel="Add" />
    </Form>
  );
}
