import { useState } from 'react';
import { clientsApi, type PlaceSuggestion } from '../../api/clients';
import { missingBirthMomentNote, offsetNote } from '../place-search/offset-proposal';
import type { ClientForm } from './client-form';

/**
 * Proposes the UTC offset in force at the chosen place on the birth date and time (historical rules,
 * daylight saving); the astrologer can still choose any entry.
 */
async function proposeOffset(form: ClientForm, place: PlaceSuggestion): Promise<string | null> {
  const { birthDate, birthTime } = form.getValues();
  if (!birthDate || !birthTime) return missingBirthMomentNote(place.timeZone);
  const answer = await clientsApi.utcOffset(place.timeZone, String(birthDate), String(birthTime));
  const { utcOffsetHours, isDaylightSaving } = answer.data;
  form.setValue('birthTimezone', utcOffsetHours, { shouldDirty: true });
  return offsetNote(place.timeZone, String(birthDate), utcOffsetHours, isDaylightSaving);
}

/**
 * The time zone note of the place of birth: `propose` sets the offset of a picked place's zone at the birth
 * moment and explains it in `note`.
 */
export function useOffsetNote(form: ClientForm) {
  const [note, setNote] = useState<string | null>(null);
  const propose = (place: PlaceSuggestion) => {
    proposeOffset(form, place).then(setNote, () => setNote(null));
  };
  return { note, propose };
}

/** The names of the client form's place fields. */
export const BIRTH_PLACE_FIELDS = {
  place: 'birthCity',
  latitude: 'birthLatitude',
  longitude: 'birthLongitude',
} as const;
