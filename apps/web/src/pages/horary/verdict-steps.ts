import { EVENT_GROUP_NAMES, type VerdictAid } from '@kpdesk/contract';

type Groups = VerdictAid['groups'];
type Group = keyof Groups;

const FAVOURABLE: readonly Group[] = ['primary', 'secondary', 'supportive'];
const NEGATING: readonly Group[] = ['worst', 'worse', 'bad'];

const list = (items: readonly (string | number)[]) => (items.length === 0 ? 'none' : items.join(', '));

/** "7 (Primary), 2 (Secondary)": the houses of some groups with the group each belongs to. */
function housesByGroup(byGroup: Groups, groups: readonly Group[]): string {
  const parts = groups.flatMap((g) => (byGroup[g] ?? []).map((h) => `${h} (${EVENT_GROUP_NAMES[g]})`));
  return parts.length === 0 ? 'none' : parts.join(', ');
}

/** "Primary 7 · Secondary 2, 11 · …": an event's groups, empty ones left out. */
export function describeGroups(groups: Groups, which: readonly Group[]): string {
  const parts = which.flatMap((g) =>
    (groups[g] ?? []).length ? [`${EVENT_GROUP_NAMES[g]} ${list(groups[g] ?? [])}`] : [],
  );
  return parts.length === 0 ? 'none' : parts.join(' · ');
}

/**
 * The verdict aid in words, one step per line, in the order the KP rule is checked: the matter's houses,
 * the primary cusp's sub lord, what it signifies level by level, which of those houses favour or negate the
 * matter, the ruling planets, and which of them signify the matter. It states facts, never a verdict.
 */
export function describeVerdictSteps(aid: VerdictAid): string[] {
  const steps = [
    `${aid.eventName}: favourable houses ${describeGroups(aid.groups, FAVOURABLE)}; negating houses ${describeGroups(aid.groups, NEGATING)}.`,
  ];
  for (const r of aid.readings) {
    steps.push(`The sub lord of cusp ${r.cusp}, the matter's primary cusp, is ${r.subLord}.`);
    steps.push(
      `${r.subLord} signifies houses ${list(r.houses)}: its star lord ${r.starLord} occupies ${r.starLordOccupies} (A); ` +
        `${r.subLord} occupies ${r.occupies} (B); ${r.starLord} owns ${list(r.starLordOwns)} (C); ${r.subLord} owns ${list(r.owns)} (D).`,
    );
    const neither = r.houses.filter(
      (h) => ![...FAVOURABLE, ...NEGATING].some((g) => (r.byGroup[g] ?? []).includes(h)),
    );
    steps.push(
      `Of these, favourable to the matter: ${housesByGroup(r.byGroup, FAVOURABLE)}. Negating it: ${housesByGroup(r.byGroup, NEGATING)}. In neither group: ${list(neither)}.`,
    );
  }
  const rulers = aid.rulingPlanets.map((p) => `${p.planet} (${p.roles.join(', ')})`);
  steps.push(`Ruling planets of the moment, strongest first: ${list(rulers)}.`);
  steps.push(`Planets signifying a favourable house of the matter: ${list(aid.eventSignificators)}.`);
  steps.push(
    aid.rulingSignificators.length === 0
      ? 'None of the ruling planets is among them.'
      : `Ruling planets among them: ${aid.rulingSignificators
          .map(
            (r) =>
              `${r.planet} (favourable ${housesByGroup(r.byGroup, FAVOURABLE)}; negating ${housesByGroup(r.byGroup, NEGATING)})`,
          )
          .join('; ')}.`,
  );
  return steps;
}
