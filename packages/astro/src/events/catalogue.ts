/**
 * The event catalogue of the Advanced Stellar System (domain §18.2, §18.3; decisions.md "Event catalogue"):
 * each life event with its six house groups. Favourable groups come from the §18.2 table; the negating
 * groups follow the §18.3 rule (Worst = 12th from Primary, Worse = 12th from Secondary, Bad = 12th from
 * Supportive plus houses the source lists as harmful, dropping any house already favourable) unless the
 * source states its own negating list, which then stands as written.
 */
import {
  EVENT_GROUP_IDS,
  EVENT_MENU_GROUPS,
  LIFE_EVENTS,
  nameOf,
  type EventGroupId,
  type EventMenuGroupId,
  type LifeEventId,
} from '@kpdesk/domain';
import type { HouseNumber } from '../significators/types.js';

/** The six event house groups, in the order of the event colour value slots (config7). */
export const EVENT_GROUPS = EVENT_GROUP_IDS;
/** One of the six event house groups. */
export type EventGroup = EventGroupId;
/** The house lists of an event, one per group, ascending. */
export type EventHouseGroups = Readonly<Record<EventGroup, readonly HouseNumber[]>>;

/**
 * A catalogue entry: stable numeric id (stored with saved judgements), key (URLs, the domain's life-event id),
 * the English name and menu heading the stored rows and the spec's answers carry, and the menu heading's id.
 */
export interface EventDefinition {
  id: number;
  key: LifeEventId;
  name: string;
  /** Heading of the event dropdown the event sits under (English). */
  menuGroup: string;
  menuGroupId: EventMenuGroupId;
  groups: EventHouseGroups;
}

/** How a catalogue row is written: favourable houses, and either extra harmful houses or an explicit list. */
interface EventSource {
  id: number;
  key: LifeEventId;
  menuGroup: EventMenuGroupId;
  primary: HouseNumber[];
  secondary: HouseNumber[];
  supportive?: HouseNumber[];
  /** Houses the source names as harmful besides the 12th-from rule; they join Bad. */
  harmful?: HouseNumber[];
  /** The source's own negating houses (overrides the rule): strongest first, as Worst, Worse, Bad. */
  explicit?: { worst: HouseNumber[]; worse: HouseNumber[]; bad: HouseNumber[] };
}

/** The house 12th from `house`, i.e. the house before it (12th from 1 is 12). */
export function findTwelfthFrom(house: HouseNumber): HouseNumber {
  return house === 1 ? 12 : house - 1;
}

const ascending = (houses: Iterable<HouseNumber>): HouseNumber[] =>
  [...new Set(houses)].sort((a, b) => a - b);

/** The six groups of an event by the §18.3 rule (or the source's explicit negating list). */
export function buildEventGroups(source: Omit<EventSource, 'id' | 'key' | 'menuGroup'>) {
  const supportive = source.supportive ?? [];
  const favourable = new Set([...source.primary, ...source.secondary, ...supportive]);
  const negate = (houses: HouseNumber[]) =>
    ascending(houses.map(findTwelfthFrom).filter((house) => !favourable.has(house)));
  const worst = source.explicit?.worst ?? negate(source.primary);
  const worse = source.explicit?.worse ?? negate(source.secondary);
  const bad = source.explicit?.bad ?? ascending([...negate(supportive), ...(source.harmful ?? [])]);
  return {
    primary: ascending(source.primary),
    secondary: ascending(source.secondary),
    supportive: ascending(supportive),
    bad: ascending(bad),
    worse: ascending(worse),
    worst: ascending(worst),
  } satisfies EventHouseGroups;
}

/** §18.2 as written, with its sources' own words for the harmful and explicit lists. */
const SOURCES: readonly EventSource[] = [
  // §18.3 spells marriage out: Supportive 5 (love marriage); 12 (separation) stays a school option.
  {
    id: 1,
    key: 'marriage',
    menuGroup: 'relationships',
    primary: [7],
    secondary: [2, 11],
    supportive: [5],
  },
  {
    id: 2,
    key: 'loveMarriage',
    menuGroup: 'relationships',
    primary: [5],
    secondary: [7, 11],
  },
  {
    id: 3,
    key: 'divorce',
    menuGroup: 'relationships',
    primary: [12],
    secondary: [1, 6, 10],
  },
  {
    id: 4,
    key: 'childbirth',
    menuGroup: 'childrenAndEducation',
    primary: [5],
    secondary: [2, 11],
  },
  // Education's source also names 5 among the houses that break studies: it joins Bad.
  {
    id: 5,
    key: 'education',
    menuGroup: 'childrenAndEducation',
    primary: [4],
    secondary: [9, 11],
    harmful: [5],
  },
  {
    id: 6,
    key: 'higherEducation',
    menuGroup: 'childrenAndEducation',
    primary: [9],
    secondary: [4, 11],
  },
  {
    id: 7,
    key: 'job',
    menuGroup: 'careerAndMoney',
    primary: [10],
    secondary: [2, 6, 11],
  },
  // Business: supporting 10, 11 with 2 in brackets (Supportive); the source negates only 6 and 9.
  {
    id: 8,
    key: 'business',
    menuGroup: 'careerAndMoney',
    primary: [7],
    secondary: [10, 11],
    supportive: [2],
    explicit: { worst: [6], worse: [9], bad: [] },
  },
  {
    id: 9,
    key: 'loan',
    menuGroup: 'careerAndMoney',
    primary: [6],
    secondary: [2, 11],
  },
  {
    id: 10,
    key: 'repayDebt',
    menuGroup: 'careerAndMoney',
    primary: [12],
    secondary: [5, 8],
  },
  {
    id: 11,
    key: 'property',
    menuGroup: 'propertyAndTravel',
    primary: [4],
    secondary: [11, 12],
  },
  {
    id: 12,
    key: 'foreignTravel',
    menuGroup: 'propertyAndTravel',
    primary: [12],
    secondary: [3, 9],
  },
  {
    id: 13,
    key: 'health',
    menuGroup: 'healthAndLife',
    primary: [1],
    secondary: [5, 11],
  },
  // Longevity: the badhaka house depends on the Ascendant's sign, so the catalogue keeps the marakas only.
  {
    id: 14,
    key: 'longevity',
    menuGroup: 'healthAndLife',
    primary: [1, 8],
    secondary: [3],
  },
  // Litigation: the source's losing houses "5, 4, 12" stand (the rule would negate 10, a favourable house).
  {
    id: 15,
    key: 'litigation',
    menuGroup: 'legal',
    primary: [6],
    secondary: [11],
    supportive: [1, 10],
    explicit: { worst: [5], worse: [4], bad: [12] },
  },
];

/** Every event of the catalogue, ids 1.. in menu order. */
export const EVENT_CATALOGUE: readonly EventDefinition[] = SOURCES.map((source) => ({
  id: source.id,
  key: source.key,
  name: nameOf(LIFE_EVENTS, source.key, 'en'),
  menuGroup: nameOf(EVENT_MENU_GROUPS, source.menuGroup, 'en'),
  menuGroupId: source.menuGroup,
  groups: buildEventGroups(source),
}));

/** The event with this key, or undefined. */
export function findEventByKey(key: string): EventDefinition | undefined {
  return EVENT_CATALOGUE.find((event) => event.key === key);
}

/** The event with this id, or undefined. */
export function findEventById(id: number): EventDefinition | undefined {
  return EVENT_CATALOGUE.find((event) => event.id === id);
}

/** The groups a house belongs to in an event (none, one, or several when a source lists it twice). */
export function findHouseGroups(groups: EventHouseGroups, house: HouseNumber): EventGroup[] {
  return EVENT_GROUPS.filter((group) => groups[group].includes(house));
}
