/**
 * The legends of the significator tables. Six Fold: verbatim from chart-screens spec §2. Planet (A–E) and
 * Cuspal (A–F) Significators: the spec names only the letters; the texts state the readings decided in
 * shared/domain/decisions.md (four KP levels plus conjunction/aspect; the cusp-lord reading). Each text is
 * also its key in the desk phrases (packages/contract/src/i18n/desk), so LegendList shows it in the display
 * language; the letters stay.
 */
export type Legend = readonly (readonly [letter: string, text: string])[];

/** The legends of a cuspal view and a planet view. */
export interface Legends {
  cuspal: Legend;
  planet: Legend;
}

export const PLANET_SIGNIFICATOR_LEGENDS: Legends = {
  cuspal: [
    ['A', 'planets in the star of the occupants of the house'],
    ['B', 'occupants of the house'],
    ['C', 'planets in the star of the owner of the house'],
    ['D', 'owner of the house (sign lord of the cusp)'],
    ['E', 'planets joined to an occupant or the owner by conjunction or aspect'],
  ],
  planet: [
    ['A', "house occupied by the planet's star lord"],
    ['B', 'house occupied by the planet'],
    ['C', "houses owned by the planet's star lord"],
    ['D', 'houses owned by the planet'],
    ['E', 'houses reached through conjunction or aspect'],
  ],
};

export const CUSPAL_SIGNIFICATOR_LEGENDS: Legends = {
  cuspal: [
    ['A', "planets in the star of the cusp's sub lord"],
    ['B', "the cusp's sub lord"],
    ['C', "planets in the star of the cusp's star lord"],
    ['D', "the cusp's star lord"],
    ['E', "planets in the star of the cusp's sign lord"],
    ['F', "the cusp's sign lord"],
  ],
  planet: [
    ['A', "cusps whose sub lord is the planet's star lord"],
    ['B', 'cusps whose sub lord is the planet'],
    ['C', "cusps whose star lord is the planet's star lord"],
    ['D', 'cusps whose star lord is the planet'],
    ['E', "cusps whose sign lord is the planet's star lord"],
    ['F', 'cusps whose sign lord is the planet'],
  ],
};

export const SIX_FOLD_LEGENDS: Legends = {
  cuspal: [
    ['A', "planet's sub lord in cuspal"],
    ['B', "planet's star lord in cuspal"],
    ['C', 'planets in cuspal'],
    ['D', "planet's sub lord in cuspal as sign lord"],
    ['E', "planet's star lord in cuspal as sign lord"],
    ['F', 'planets in cuspal as sign lord'],
    ['G', 'planets in cuspal as sub lord'],
  ],
  planet: [
    ['A', "planet sub lord's cuspal number"],
    ['B', "planet star lord's cuspal number"],
    ['C', "planet's cuspal number"],
    ['D', "planet's sub lord as cuspal's sign lord"],
    ['E', "planet's star lord as cuspal's sign lord"],
    ['F', "planet as cuspal's sign lord"],
    ['G', "planet as cuspal's sub lord"],
  ],
};
