import { profileSchema, TIME_ZONES } from '@kpdesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Button, Form, Spinner } from 'react-bootstrap';
import { accountsApi } from '../../api/accounts';
import { FormField } from '../../components/forms/form-field';
import { DoneState, FormAlert, FormCard, SubmitButton } from '../../components/forms/form-parts';
import { useContractForm } from '../../components/forms/use-contract-form';
import { useBackToProfile } from '../../components/profile/use-back-to-profile';

const EMPTY = {
  firstName: '',
  lastName: '',
  address: '',
  city: '',
  timezone: 5.5,
  latitude: '',
  longitude: '',
};

/** Change Personal Details (/cprofile.html): Reset restores the loaded values. */
export function ChangeDetailsPage() {
  const loaded = useQuery({ queryKey: ['profile'], queryFn: accountsApi.viewProfile });
  const { form, isLoading, serverMessage, doneMessage, submit, resetForm } = useContractForm(
    profileSchema,
    EMPTY,
  );
  const backToProfile = useBackToProfile();
  const values = loaded.data?.data;
  const loadedForm = values
    ? {
        firstName: values.firstName,
        lastName: values.lastName,
        address: values.address ?? '',
        city: values.city ?? '',
        timezone: values.timezone,
        latitude: values.latitude ?? '',
        longitude: values.longitude ?? '',
      }
    : EMPTY;
  useEffect(() => {
    if (values) form.reset(loadedForm);
    // Only a new answer from the server resets the form, not each render.
  }, [values]);
  const onSubmit = submit(async (v) => (await accountsApi.editProfile(v)).message);
  if (loaded.isPending) return <Spinner animation="border" role="status" aria-label="Loading" />;
  return (
    <FormCard title="Change Personal Details">
      {doneMessage ? (
        <DoneState message={doneMessage} onOk={backToProfile} />
      ) : (
        <Form noValidate onSubmit={(e) => void onSubmit(e)}>
          <FormAlert message={serverMessage} />
          <FormField form={form} name="firstName" label="First name" maxLength={50} />
          <FormField form={form} name="lastName" label="Last name" maxLength={50} />
          <FormField form={form} name="address" label="Address" maxLength={200} />
          <FormField form={form} name="city" label="City" maxLength={50} />
          <Form.Group className="mb-3" controlId="field-timezone">
            <Form.Label>Timezone</Form.Label>
            <Form.Select {...form.register('timezone', { valueAsNumber: true })}>
              {TIME_ZONES.map((zone) => (
                <option key={zone.label} value={zone.value}>
                  {zone.label}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <FormField
            form={form}
            name="latitude"
            label="Latitude (decimal degrees, north positive)"
            inputMode="decimal"
          />
          <FormField
            form={form}
            name="longitude"
            label="Longitude (decimal degrees, east positive)"
            inputMode="decimal"
          />
          <div className="d-flex gap-2">
            <SubmitButton isLoading={isLoading} />
            <Button variant="secondary" type="button" onClick={() => resetForm(loadedForm)}>
              Reset
            </Button>
            <Button variant="outline-secondary" type="button" onClick={backToProfile}>
              Ok
            </Button>
          </div>
        </Form>
      )}
    </FormCard>
  );
}
