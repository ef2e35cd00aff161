import { EVENT_GROUP_NAMES, RULING_ROLE_NAMES, nameOf, type VerdictAid } from '@kpdesk/contract';
import type { TFunction } from 'i18next';
import { translateName } from '../../i18n/name-text';

type Groups = VerdictAid['groups'];
type Group = keyof Groups;

const FAVOURABLE: readonly Group[] = ['primary', 'secondary', 'supportive'];
const NEGATING: readonly Group[] = ['worst', 'worse', 'bad'];

const list = (t: TFunction, items: readonly (string | number)[]) =>
  items.length === 0 ? t('none') : items.map((item) => translateName(t, String(item))).join(', ');

const groupName = (t: TFunction, g: Group) => t(EVENT_GROUP_NAMES[g]);

/** "7 (Primary), 2 (Secondary)": the houses of some groups with the group each belongs to. */
function housesByGroup(t: TFunction, byGroup: Groups, groups: readonly Group[]): string {
  const parts = groups.flatMap((g) => (byGroup[g] ?? []).map((h) => `${h} (${groupName(t, g)})`));
  return parts.length === 0 ? t('none') : parts.join(', ');
}

/** "Primary 7 · Secondary 2, 11 · …": an event's groups, empty ones left out. */
export function describeGroups(t: TFunction, groups: Groups, which: readonly Group[]): string {
  const parts = which.flatMap((g) =>
    (groups[g] ?? []).length ? [`${groupName(t, g)} ${list(t, groups[g] ?? [])}`] : [],
  );
  return parts.length === 0 ? t('none') : parts.join(' · ');
}

/** The steps of one reading of a primary cusp: its sub lord, what it signifies (A to D), and which groups. */
function readingSteps(t: TFunction, r: VerdictAid['readings'][number]): string[] {
  const subLord = translateName(t, r.subLord);
  const starLord = translateName(t, r.starLord);
  const neither = r.houses.filter(
    (h) => ![...FAVOURABLE, ...NEGATING].some((g) => (r.byGroup[g] ?? []).includes(h)),
  );
  return [
    t("The sub lord of cusp {{cusp}}, the matter's primary cusp, is {{subLord}}.", { cusp: r.cusp, subLord }),
    t(
      '{{subLord}} signifies houses {{houses}}: its star lord {{starLord}} occupies {{starLordOccupies}} (A); {{subLord}} occupies {{occupies}} (B); {{starLord}} owns {{starLordOwns}} (C); {{subLord}} owns {{owns}} (D).',
      {
        subLord,
        starLord,
        houses: list(t, r.houses),
        starLordOccupies: r.starLordOccupies,
        occupies: r.occupies,
        starLordOwns: list(t, r.starLordOwns),
        owns: list(t, r.owns),
      },
    ),
    t(
      'Of these, favourable to the matter: {{favourable}}. Negating it: {{negating}}. In neither group: {{neither}}.',
      {
        favourable: housesByGroup(t, r.byGroup, FAVOURABLE),
        negating: housesByGroup(t, r.byGroup, NEGATING),
        neither: list(t, neither),
      },
    ),
  ];
}

/** The last step: which ruling planets signify the matter, with their favourable and negating houses. */
function rulingSignificatorStep(t: TFunction, aid: VerdictAid): string {
  if (aid.rulingSignificators.length === 0) return t('None of the ruling planets is among them.');
  const rulers = aid.rulingSignificators.map((r) =>
    t('{{planet}} (favourable {{favourable}}; negating {{negating}})', {
      planet: translateName(t, r.planet),
      favourable: housesByGroup(t, r.byGroup, FAVOURABLE),
      negating: housesByGroup(t, r.byGroup, NEGATING),
    }),
  );
  return t('Ruling planets among them: {{rulers}}.', { rulers: rulers.join('; ') });
}

/**
 * The verdict aid in words in the display language (`t`), one step per line, in the order the KP rule is
 * checked: the matter's houses, the primary cusp's sub lord, what it signifies level by level, which of those
 * houses favour or negate the matter, the ruling planets, and which of them signify the matter. It states
 * facts, never a verdict.
 */
export function describeVerdictSteps(t: TFunction, aid: VerdictAid): string[] {
  const rulers = aid.rulingPlanets.map(
    (p) =>
      `${translateName(t, p.planet)} (${p.roles.map((role) => t(nameOf(RULING_ROLE_NAMES, role, 'en'))).join(', ')})`,
  );
  return [
    t('{{matter}}: favourable houses {{favourable}}; negating houses {{negating}}.', {
      matter: t(aid.eventName, { defaultValue: aid.eventName }),
      favourable: describeGroups(t, aid.groups, FAVOURABLE),
      negating: describeGroups(t, aid.groups, NEGATING),
    }),
    ...aid.readings.flatMap((r) => readingSteps(t, r)),
    t('Ruling planets of the moment, strongest first: {{rulers}}.', {
      rulers: rulers.length === 0 ? t('none') : rulers.join(', '),
    }),
    t('Planets signifying a favourable house of the matter: {{planets}}.', {
      planets: list(t, aid.eventSignificators),
    }),
    rulingSignificatorStep(t, aid),
  ];
}
