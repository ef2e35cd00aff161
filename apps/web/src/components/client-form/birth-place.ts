import { useState } from 'react';
import { clientsApi, type PlaceSuggestion } from '../../api/clients';
import { missingBirthMomentNote, offsetNote } from '../place-search/offset-proposal';
import { useTypedPlace } from '../place-search/use-typed-place';
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
 * The place of birth: the typed text the suggestions follow, and `pick`, which fills place, latitude and
 * longitude from a suggestion and proposes the time zone, explained by `note`.
 */
export function useBirthPlace(form: ClientForm) {
  const [note, setNote] = useState<string | null>(null);
  const typed = useTypedPlace(form, 'birthCity');
  const pick = (place: PlaceSuggestion) => {
    typed.clear();
    // Validating the filled fields clears messages of an earlier submit (e.g. 'Enter latitude value …').
    const filled = { shouldValidate: true, shouldDirty: true };
    form.setValue('birthCity', place.locationName, filled);
    form.setValue('birthLatitude', place.latitude, filled);
    form.setValue('birthLongitude', place.longitude, filled);
    proposeOffset(form, place).then(setNote, () => setNote(null));
  };
  return { typedText: typed.text, pick, note };
}
