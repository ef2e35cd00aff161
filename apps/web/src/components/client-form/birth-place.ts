import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clientsApi, type PlaceSuggestion } from '../../api/clients';
import { missingBirthMomentNote, offsetNote } from '../place-search/offset-proposal';
import type { ClientForm } from './client-form';

/** What was proposed for a picked place: its zone, and the offset on the birth date when date and time were there. */
interface OffsetProposal {
  timeZone: string;
  proposed: { birthDate: string; utcOffsetHours: number; isDaylightSaving: boolean } | null;
}

/**
 * Proposes the UTC offset in force at the chosen place on the birth date and time (historical rules,
 * daylight saving); the astrologer can still choose any entry.
 */
async function proposeOffset(form: ClientForm, place: PlaceSuggestion): Promise<OffsetProposal> {
  const { birthDate, birthTime } = form.getValues();
  if (!birthDate || !birthTime) return { timeZone: place.timeZone, proposed: null };
  const answer = await clientsApi.utcOffset(place.timeZone, String(birthDate), String(birthTime));
  const { utcOffsetHours, isDaylightSaving } = answer.data;
  form.setValue('birthTimezone', utcOffsetHours, { shouldDirty: true });
  return {
    timeZone: place.timeZone,
    proposed: { birthDate: String(birthDate), utcOffsetHours, isDaylightSaving },
  };
}

/**
 * The time zone note of the place of birth: `propose` sets the offset of a picked place's zone at the birth
 * moment and explains it in `note`. The proposal is kept, not its words, so the note follows a change of the
 * display language.
 */
export function useOffsetNote(form: ClientForm) {
  const { t } = useTranslation();
  const [proposal, setProposal] = useState<OffsetProposal | null>(null);
  const propose = (place: PlaceSuggestion) => {
    proposeOffset(form, place).then(setProposal, () => setProposal(null));
  };
  if (!proposal) return { note: null, propose };
  const { timeZone, proposed } = proposal;
  const note = proposed
    ? offsetNote(timeZone, proposed.birthDate, proposed.utcOffsetHours, proposed.isDaylightSaving, t)
    : missingBirthMomentNote(timeZone, t);
  return { note, propose };
}

/** The names of the client form's place fields. */
export const BIRTH_PLACE_FIELDS = {
  place: 'birthCity',
  latitude: 'birthLatitude',
  longitude: 'birthLongitude',
} as const;
