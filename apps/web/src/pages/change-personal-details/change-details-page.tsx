import { profileSchema, TIME_ZONES, type Profile } from '@kpdesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { accountsApi } from '../../api/accounts';
import { ContractFormCard } from '../../components/forms/contract-form-card';
import { FormField } from '../../components/forms/form-field';
import { LabelledSelect } from '../../components/forms/labelled-select';
import { useContractForm } from '../../components/forms/use-contract-form';
import { useBackToProfile } from '../../components/profile/use-back-to-profile';

type DetailsValues = z.input<typeof profileSchema>;
type DetailsForm = UseFormReturn<DetailsValues, unknown, Profile>;

const EMPTY: DetailsValues = {
  firstName: '',
  lastName: '',
  address: '',
  city: '',
  timezone: 5.5,
  latitude: '',
  longitude: '',
};

type SavedProfile = Awaited<ReturnType<typeof accountsApi.viewProfile>>['data'];

/** The saved profile as form values: fields never set are empty. */
function toFormValues(profile: SavedProfile): DetailsValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    address: profile.address ?? '',
    city: profile.city ?? '',
    timezone: profile.timezone,
    latitude: profile.latitude ?? '',
    longitude: profile.longitude ?? '',
  };
}

function DetailsFields({ form }: { form: DetailsForm }) {
  return (
    <>
      <FormField form={form} name="firstName" label="First name" maxLength={50} />
      <FormField form={form} name="lastName" label="Last name" maxLength={50} />
      <FormField form={form} name="address" label="Address" maxLength={200} />
      <FormField form={form} name="city" label="City" maxLength={50} />
      <LabelledSelect
        id="field-timezone"
        label="Timezone"
        options={TIME_ZONES}
        {...form.register('timezone', { valueAsNumber: true })}
      />
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
    </>
  );
}

/** Change Personal Details (/cprofile.html): Reset restores the loaded values. */
export function ChangeDetailsPage() {
  const loaded = useQuery({ queryKey: ['profile'], queryFn: accountsApi.viewProfile });
  const contract = useContractForm(profileSchema, EMPTY);
  const { form } = contract;
  const backToProfile = useBackToProfile();
  const values = loaded.data?.data;
  const loadedForm = values ? toFormValues(values) : EMPTY;
  useEffect(() => {
    if (values) form.reset(loadedForm);
    // Only a new answer from the server resets the form, not each render.
  }, [values]);
  const onSubmit = contract.submit(async (v) => (await accountsApi.editProfile(v)).message);
  if (loaded.isPending) return <Spinner animation="border" role="status" aria-label="Loading" />;
  return (
    <ContractFormCard
      title="Change Personal Details"
      state={contract}
      onSubmit={onSubmit}
      onOk={backToProfile}
      onReset={() => contract.resetForm(loadedForm)}
      extraActions={
        <Button variant="outline-secondary" type="button" onClick={backToProfile}>
          Ok
        </Button>
      }
    >
      <DetailsFields form={form} />
    </ContractFormCard>
  );
}
