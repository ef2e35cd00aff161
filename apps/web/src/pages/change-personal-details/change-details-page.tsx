import { INPUT_LIMITS, profileSchema, type Profile } from '@kpdesk/contract';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { accountsApi } from '../../api/accounts';
import { FormField } from '../../components/forms/form-field';
import { LabelledSelect } from '../../components/forms/labelled-select';
import { timeZoneChoices } from '../../components/place-search/offset-proposal';
import { PlaceFields } from '../../components/place-search/place-fields';
import { ProposalNote } from '../../components/place-search/proposal-note';
import { useCityFocus, useCurrentOffsetProposal } from '../../components/profile/profile-place';
import { ProfileFormCard } from '../../components/profile/profile-form-card';
import { useBackToProfile } from '../../components/profile/use-back-to-profile';
import { useProfileForm } from '../../components/profile/use-profile-form';

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

const CITY_FIELDS = { place: 'city', latitude: 'latitude', longitude: 'longitude' } as const;

/**
 * The details: the city with the atlas's place search (as the client form has it), so a picked city fills its
 * latitude and longitude and proposes its zone's offset today.
 */
function DetailsFields({ form }: { form: DetailsForm }) {
  const offset = useCurrentOffsetProposal(form, 'timezone');
  const { t } = useTranslation();
  return (
    <>
      <FormField form={form} name="firstName" label={t('First name')} maxLength={50} />
      <FormField form={form} name="lastName" label={t('Last name')} maxLength={50} />
      <FormField form={form} name="address" label={t('Address')} maxLength={200} />
      <PlaceFields
        form={form}
        names={CITY_FIELDS}
        label={t('City')}
        maxLength={INPUT_LIMITS.city}
        onPicked={offset.propose}
      />
      <LabelledSelect
        id="field-timezone"
        label={t('Timezone')}
        options={timeZoneChoices(Number(form.watch('timezone')), t)}
        {...form.register('timezone', { valueAsNumber: true })}
      />
      <ProposalNote note={offset.note} />
    </>
  );
}

/** Change Personal Details (/cprofile.html): Reset restores the loaded values. */
export function ChangeDetailsPage() {
  const details = useProfileForm(profileSchema, EMPTY, {
    queryKey: 'profile',
    load: accountsApi.viewProfile,
    toForm: toFormValues,
  });
  const backToProfile = useBackToProfile();
  // The field itself, not setFocus: the form's reset to the loaded profile has just dropped its registrations.
  useCityFocus(() => document.getElementById('field-city')?.focus(), details.record !== undefined);
  const onSubmit = details.submit(async (v) => (await accountsApi.editProfile(v)).message);
  const { t } = useTranslation();
  return (
    <ProfileFormCard
      title={t('Change Personal Details')}
      profileForm={details}
      onSubmit={onSubmit}
      extraActions={
        <Button variant="outline-secondary" type="button" onClick={backToProfile}>
          {t('Ok')}
        </Button>
      }
    >
      <DetailsFields form={details.form} />
    </ProfileFormCard>
  );
}
