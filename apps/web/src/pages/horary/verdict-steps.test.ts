import type { VerdictAid } from '@kpdesk/contract';
import { describe, expect, it } from 'vitest';
import { describeVerdictSteps } from './verdict-steps';

const none = { primary: [], secondary: [], supportive: [], bad: [], worse: [], worst: [] };

/** The hand-worked marriage aid of the engine's test (equal houses, Venus the 7th cusp's sub lord). */
const MARRIAGE: VerdictAid = {
  eventId: 1,
  eventKey: 'marriage',
  eventName: 'Marriage',
  menuGroup: 'Relationships',
  groups: { primary: [7], secondary: [2, 11], supportive: [5], bad: [4], worse: [1, 10], worst: [6] },
  readings: [
    {
      cusp: 7,
      subLord: 'Venus',
      starLord: 'Jupiter',
      starLordOccupies: 6,
      occupies: 12,
      starLordOwns: [9, 12],
      owns: [2, 7],
      houses: [2, 6, 7, 9, 12],
      byGroup: { ...none, primary: [7], secondary: [2], worst: [6] },
    },
  ],
  rulingPlanets: [
    { planet: 'Venus', roles: ['Ascendant star lord', 'Moon sign lord'] },
    { planet: 'Saturn', roles: ['Day lord'] },
  ],
  eventSignificators: ['Sun', 'Moon', 'Venus', 'Saturn'],
  rulingSignificators: [
    { planet: 'Venus', roles: ['Ascendant star lord'], byGroup: { ...none, primary: [7], worst: [6] } },
  ],
};

describe('the verdict aid in words', () => {
  it('states every step of the rule, in order, without a verdict', () => {
    expect(describeVerdictSteps(MARRIAGE)).toEqual([
      'Marriage: favourable houses Primary 7 · Secondary 2, 11 · Supportive 5; negating houses Worst 6 · Worse 1, 10 · Bad 4.',
      "The sub lord of cusp 7, the matter's primary cusp, is Venus.",
      'Venus signifies houses 2, 6, 7, 9, 12: its star lord Jupiter occupies 6 (A); Venus occupies 12 (B); Jupiter owns 9, 12 (C); Venus owns 2, 7 (D).',
      'Of these, favourable to the matter: 7 (Primary), 2 (Secondary). Negating it: 6 (Worst). In neither group: 9, 12.',
      'Ruling planets of the moment, strongest first: Venus (Ascendant star lord, Moon sign lord), Saturn (Day lord).',
      'Planets signifying a favourable house of the matter: Sun, Moon, Venus, Saturn.',
      'Ruling planets among them: Venus (favourable 7 (Primary); negating 6 (Worst)).',
    ]);
  });

  it('says so when no ruling planet signifies the matter and a node owns nothing', () => {
    const reading = { ...MARRIAGE.readings[0]!, subLord: 'Rahu', owns: [] };
    const steps = describeVerdictSteps({ ...MARRIAGE, readings: [reading], rulingSignificators: [] });
    expect(steps[2]).toContain('Rahu owns none (D)');
    expect(steps.at(-1)).toBe('None of the ruling planets is among them.');
  });
});
