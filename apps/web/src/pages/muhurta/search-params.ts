import {
  DEFAULT_TIME_ZONE,
  formatMoment,
  momentAtOffset,
  type MuhurtaSearchInput,
  type ProfileView,
  MUHURTA_PROFILES,
  MUHURTA_VETO_DEFAULTS,
  type MuhurtaEventKey,
} from '@kpdesk/contract';

/** The search form's values: the contract's search body as the form holds it. */
export type MuhurtaFormValues = MuhurtaSearchInput & {
  favourable: number[];
  negating: number[];
  cusp: number;
  participants: number[];
  vetoes: Required<NonNullable<MuhurtaSearchInput['vetoes']>>;
};

/** The address's names of the form's values: the address keeps the form, so a reload or a link repeats it. */
const KEYS = {
  event: 'event',
  favourable: 'fav',
  negating: 'neg',
  cusp: 'cusp',
  from: 'from',
  to: 'to',
  timezone: 'tz',
  place: 'place',
  latitude: 'lat',
  longitude: 'lon',
  participants: 'people',
  vetoes: 'avoid',
} as const;

const VETO_SWITCHES = ['rahuKalam', 'yamaganda', 'gulika', 'durMuhurta', 'vishti', 'combustion'] as const;

const numbers = (text: string | null): number[] =>
  (text ?? '')
    .split(',')
    .filter((part) => part !== '')
    .map(Number)
    .filter(Number.isFinite);

/** The shipped houses and cusp of an event (muhurta.md §2). */
export function profileHouses(event: MuhurtaEventKey) {
  const profile = MUHURTA_PROFILES[event];
  return { favourable: [...profile.favourable], negating: [...profile.negating], cusp: profile.cusp };
}

/** The defaults of M5: the day's four periods avoided, Vishti and combustion not. */
export function defaultVetoes(): MuhurtaFormValues['vetoes'] {
  const d = MUHURTA_VETO_DEFAULTS;
  return {
    rahuKalam: d.rahuKalam,
    yamaganda: d.yamaganda,
    gulika: d.gulika,
    durMuhurta: d.durMuhurta,
    vishti: d.vishti,
    combustion: d.combustVenus,
  };
}

/** A new form: marriage, the next seven days from today's midnight on the profile's clock, at its place. */
export function newFormValues(
  profile: ProfileView | null,
  nowMs: number,
  participant: number | null,
): MuhurtaFormValues {
  const timezone = profile?.timezone ?? DEFAULT_TIME_ZONE;
  const today = momentAtOffset(nowMs, Number(timezone)).date;
  const week = momentAtOffset(nowMs + 7 * 86_400_000, Number(timezone)).date;
  const hasPlace = Boolean(profile?.city) && profile?.latitude != null;
  return {
    event: 'marriage',
    ...profileHouses('marriage'),
    from: `${today} 00:00:00`,
    to: `${week} 00:00:00`,
    timezone,
    place: hasPlace ? (profile?.city ?? '') : '',
    latitude: hasPlace ? (profile?.latitude ?? '') : '',
    longitude: hasPlace ? (profile?.longitude ?? '') : '',
    participants: participant === null ? [] : [participant],
    vetoes: defaultVetoes(),
  };
}

/** The form written into the address. */
export function toSearchParams(values: MuhurtaFormValues): URLSearchParams {
  const params = new URLSearchParams();
  params.set(KEYS.event, String(values.event));
  params.set(KEYS.favourable, values.favourable.join(','));
  params.set(KEYS.negating, values.negating.join(','));
  params.set(KEYS.cusp, String(values.cusp));
  params.set(KEYS.from, String(values.from));
  params.set(KEYS.to, String(values.to));
  params.set(KEYS.timezone, String(values.timezone));
  params.set(KEYS.place, String(values.place));
  params.set(KEYS.latitude, String(values.latitude));
  params.set(KEYS.longitude, String(values.longitude));
  params.set(KEYS.participants, values.participants.join(','));
  params.set(KEYS.vetoes, VETO_SWITCHES.filter((key) => values.vetoes[key]).join(','));
  return params;
}

/** The form read from the address; null when the address holds no search (the page then shows a new form). */
export function fromSearchParams(params: URLSearchParams): MuhurtaFormValues | null {
  const event = params.get(KEYS.event);
  if (event === null) return null;
  // An unknown event is kept as written: the form's schema refuses it under its field.
  const avoided = new Set((params.get(KEYS.vetoes) ?? '').split(','));
  return {
    event: event as MuhurtaEventKey,
    favourable: numbers(params.get(KEYS.favourable)),
    negating: numbers(params.get(KEYS.negating)),
    cusp: Number(params.get(KEYS.cusp) ?? 0),
    from: params.get(KEYS.from) ?? '',
    to: params.get(KEYS.to) ?? '',
    timezone: params.get(KEYS.timezone) ?? DEFAULT_TIME_ZONE,
    place: params.get(KEYS.place) ?? '',
    latitude: params.get(KEYS.latitude) ?? '',
    longitude: params.get(KEYS.longitude) ?? '',
    participants: numbers(params.get(KEYS.participants)),
    vetoes: Object.fromEntries(
      VETO_SWITCHES.map((key) => [key, avoided.has(key)]),
    ) as MuhurtaFormValues['vetoes'],
  };
}

/** The values as the search call takes them (moments as 'yyyy-MM-dd HH:mm:ss'). */
export function toSearchBody(values: MuhurtaFormValues): MuhurtaSearchInput {
  const moment = (text: unknown) => String(text).replace('T', ' ');
  return { ...values, from: moment(values.from), to: moment(values.to) };
}

export { formatMoment, VETO_SWITCHES };
