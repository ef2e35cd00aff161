import { formatGmtOffset, momentAtOffset, type LocalMoment } from '@kpdesk/contract';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { clientsApi, type PlaceSuggestion } from '../../api/clients';
import { i18next } from '../../i18n/setup';

/**
 * The UTC offset in force now in `timeZone` (hours east, daylight saving included). Asked twice: first at the
 * UTC clock reading, then at the zone's own clock, so a day of a clock change still gives today's offset.
 */
export async function currentOffsetOf(timeZone: string, instantMs: number): Promise<number> {
  const ask = async (moment: LocalMoment) =>
    (await clientsApi.utcOffset(timeZone, moment.date, moment.time)).data.utcOffsetHours;
  const guess = await ask(momentAtOffset(instantMs, 0));
  return ask(momentAtOffset(instantMs, guess));
}

/**
 * The note beside the profile's time zone once a city is picked: its zone and today's offset, in `t`'s
 * language (English by default); the zone stays as written.
 */
export function currentOffsetNote(
  timeZone: string,
  offsetHours: number,
  t: TFunction = i18next.getFixedT('en'),
): string {
  return t('Proposed from {{zone}} today: GMT{{offset}}', {
    zone: timeZone,
    offset: formatGmtOffset(offsetHours),
  });
}

/**
 * The profile's time zone proposal: a picked city sets the zone field to the offset its zone has now (the
 * profile place is where transits are cast for today) and says so in `note`; the astrologer may still change it.
 */
export function useCurrentOffsetProposal<T extends FieldValues>(form: UseFormReturn<T>, field: Path<T>) {
  const { t } = useTranslation();
  const [proposal, setProposal] = useState<{ zone: string; offset: number } | null>(null);
  const propose = (place: PlaceSuggestion) => {
    currentOffsetOf(place.timeZone, Date.now()).then(
      (offset) => {
        form.setValue(field, offset as PathValue<T, Path<T>>, { shouldDirty: true, shouldValidate: true });
        setProposal({ zone: place.timeZone, offset });
      },
      () => setProposal(null),
    );
  };
  // Worded at each drawing, so the note follows a change of display language.
  const note = proposal && currentOffsetNote(proposal.zone, proposal.offset, t);
  return { note, propose };
}

/** The link state that opens Change Personal Details on its City field (the Transit page's "no city" link). */
export const CITY_FOCUS = { focus: 'city' } as const;

/** Puts the cursor in the City field once the profile is loaded, when the page was opened with {@link CITY_FOCUS}. */
export function useCityFocus(focusCity: () => void, isLoaded: boolean): void {
  const state: unknown = useLocation().state;
  const wantsCity = typeof state === 'object' && state !== null && 'focus' in state && state.focus === 'city';
  useEffect(() => {
    if (wantsCity && isLoaded) focusCity();
    // Once, when the loaded profile is in the form.
  }, [wantsCity, isLoaded]);
}
