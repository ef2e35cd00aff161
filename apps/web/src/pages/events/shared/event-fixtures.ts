/**
 * Test support for the event panels: the event data of Job for the domain's Appendix A client (Guna, 1935)
 * as the server answers it, and the bodies the page sent.
 */
import type { EventData } from '@kpdesk/contract';
import { vi } from 'vitest';

/** GET /chart/event/{userId}/job for the Appendix A birth, nothing saved yet. */
export const JOB_EVENT_DATA: EventData = {
  currentEvent: {
    id: 7,
    key: 'job',
    name: 'Job / service',
    primary: '10',
    secondary: '2,6,11',
    supportive: '',
    bad: '',
    worse: '1,5',
    worst: '9',
  },
  allEvents: {
    Relationships: {
      marriage: 'Marriage',
      loveMarriage: 'Love affair to marriage',
      divorce: 'Divorce / separation',
    },
    'Children and education': {
      childbirth: 'Childbirth',
      education: 'Education',
      higherEducation: 'Higher education',
    },
    'Career and money': {
      job: 'Job / service',
      business: 'Business',
      loan: 'Obtaining a loan',
      repayDebt: 'Repaying debt',
    },
    'Property and travel': { property: 'Property / house', foreignTravel: 'Foreign travel / residence' },
    'Health and life': { health: 'Health / cure', longevity: 'Longevity' },
    Legal: { litigation: 'Winning litigation / elections' },
  },
  allEventCategoryColor: [
    { group: 'primary', name: 'Primary', colour: 'DarkGreen' },
    { group: 'secondary', name: 'Secondary', colour: 'Green' },
    { group: 'supportive', name: 'Supportive', colour: 'Blue' },
    { group: 'bad', name: 'Bad', colour: 'Gray' },
    { group: 'worse', name: 'Worse', colour: 'Red' },
    { group: 'worst', name: 'Worst', colour: 'DarkRed' },
  ],
  allPlanetCategory: [
    { value: 1, shortName: 'F+', longName: 'Favourable (More)', background: 'DarkGreen', text: 'White' },
    { value: 2, shortName: 'F', longName: 'Favourable', background: 'Green', text: 'White' },
    { value: 3, shortName: 'F-', longName: 'Favourable (Less)', background: 'LightGreen', text: 'Blue' },
    { value: 4, shortName: 'M+', longName: 'Mixed (+ve)', background: 'LightBlue', text: 'Black' },
    { value: 5, shortName: 'M', longName: 'Mixed', background: 'Blue', text: 'White' },
    { value: 6, shortName: 'M-', longName: 'Mixed (-ve)', background: 'Pink', text: 'Blue' },
    { value: 7, shortName: 'U-', longName: 'Unfavourable (less)', background: 'Salmon', text: 'Blue' },
    { value: 8, shortName: 'U', longName: 'Unfavourable', background: 'Red', text: 'Black' },
    { value: 9, shortName: 'U+', longName: 'Unfavourable (More)', background: 'DarkRed', text: 'White' },
  ],
  eventSignificators: [
    {
      planet: 'Ket',
      name: 'Ketu',
      cl: '-',
      occ: '3',
      cst: '5,9',
      csl: '4,10',
      significators: '-/3/5,9/4,10',
      houseClass: 'mixed',
      proposedCategory: 6,
    },
    {
      planet: 'Ven',
      name: 'Venus',
      cl: '2,7',
      occ: '5',
      cst: '1',
      csl: '12',
      significators: '2,7/5/1/12',
      houseClass: 'mixed',
      proposedCategory: 8,
    },
    {
      planet: 'Sun',
      name: 'Sun',
      cl: '5',
      occ: '5',
      cst: '10',
      csl: '-',
      significators: '5/5/10/-',
      houseClass: 'mixed',
      proposedCategory: 5,
    },
    {
      planet: 'Mon',
      name: 'Moon',
      cl: '4',
      occ: '11',
      cst: '2,6',
      csl: '6,11',
      significators: '4/11/2,6/6,11',
      houseClass: 'favourable',
      proposedCategory: 3,
    },
    {
      planet: 'Mar',
      name: 'Mars',
      cl: '1,8',
      occ: '7',
      cst: '11',
      csl: '7',
      significators: '1,8/7/11/7',
      houseClass: 'mixed',
      proposedCategory: 1,
    },
    {
      planet: 'Rag',
      name: 'Rahu',
      cl: '-',
      occ: '9',
      cst: '3,7',
      csl: '1,5',
      significators: '-/9/3,7/1,5',
      houseClass: 'unfavourable',
      proposedCategory: 5,
    },
    {
      planet: 'Jup',
      name: 'Jupiter',
      cl: '9,12',
      occ: '7',
      cst: '-',
      csl: '-',
      significators: '9,12/7/-/-',
      houseClass: 'unfavourable',
      proposedCategory: 6,
    },
    {
      planet: 'Sat',
      name: 'Saturn',
      cl: '10,11',
      occ: '11',
      cst: '4,12',
      csl: '-',
      significators: '10,11/11/4,12/-',
      houseClass: 'favourable',
      proposedCategory: 6,
    },
    {
      planet: 'Mer',
      name: 'Mercury',
      cl: '3,6',
      occ: '6',
      cst: '8',
      csl: '2,3,8,9',
      significators: '3,6/6/8/2,3,8,9',
      houseClass: 'mixed',
      proposedCategory: 4,
    },
  ],
  supportiveDestiny: ['Primary 10', 'Secondary 2', 'Secondary 6', 'Secondary 11'],
  supportiveDestinyPlanet: ['Ketu', 'Mercury', 'Moon', 'Moon'],
  supportiveEventDestiny: [
    '10,Primary,Ketu,6',
    '2,Secondary,Mercury,4',
    '6,Secondary,Moon,3',
    '11,Secondary,Moon,3',
  ],
  supportiveDestinyRows: [
    { cusp: 10, group: 'primary', subLord: 'Ketu', category: 6 },
    { cusp: 2, group: 'secondary', subLord: 'Mercury', category: 4 },
    { cusp: 6, group: 'secondary', subLord: 'Moon', category: 3 },
    { cusp: 11, group: 'secondary', subLord: 'Moon', category: 3 },
  ],
  opposingDestiny: ['Worse 1', 'Worse 5', 'Worst 9'],
  opposingDestinyPlanet: ['Rahu', 'Rahu', 'Mercury'],
  opposingEventDestiny: ['1,Worse,Rahu,5', '5,Worse,Rahu,5', '9,Worst,Mercury,4'],
  opposingDestinyRows: [
    { cusp: 1, group: 'worse', subLord: 'Rahu', category: 5 },
    { cusp: 5, group: 'worse', subLord: 'Rahu', category: 5 },
    { cusp: 9, group: 'worst', subLord: 'Mercury', category: 4 },
  ],
  userEvent: {
    isSaved: false,
    planetCategory: '6,8,5,3,1,5,6,6,4',
    planetOrder: '0,0,0,0,0,0,0,0,0',
    planetCombinedCategory: '0,0,0,0,0,0,0,0,0',
    supportiveDestinyCategory: '6,4,3,3',
    opposingDestinyCategory: '5,5,4',
    prediction: '',
  },
};

/** The same data after the astrologer saved a judgement. */
export function savedEventData(changes: Partial<EventData['userEvent']>): EventData {
  return { ...JOB_EVENT_DATA, userEvent: { ...JOB_EVENT_DATA.userEvent, isSaved: true, ...changes } };
}

/** The JSON bodies of the POSTs made to `path` so far (fetch stubbed by `serve`). */
export function postedTo(path: string): unknown[] {
  const calls = vi.mocked(fetch).mock.calls as unknown as [string, RequestInit | undefined][];
  return calls
    .filter(([url, init]) => url === path && init?.method === 'POST')
    .map(([, init]) => JSON.parse(typeof init?.body === 'string' ? init.body : 'null') as unknown);
}
