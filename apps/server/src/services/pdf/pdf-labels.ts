/**
 * Every word the PDFs print that is not data, in one place, through one function: a translation (issue 26 adds
 * Hindi, Tamil and Telugu names) supplies another table of the same keys, and the layout code never changes.
 * Values with `{name}` placeholders are filled by `label(key, values)`.
 */
const ENGLISH = {
  kpSheetTitle: 'KP Sheet',
  reportTitle: 'Advanced Stellar System report',
  birth: 'Birth {moment} at {place} ({latitude}, {longitude}), zone {zone}',
  correctedBirth: 'Corrected birth time {moment}',
  profile: 'Ayanamsa {ayanamsa} {degree} · {houses} houses · {nodes} nodes · {ephemeris}',
  chartStyle: 'Birth chart ({style})',
  chartNote: 'Planets with degrees in their sign; R retrograde; Roman numerals are the KP cusps.',
  detailsHeading: 'Client details',
  star: 'Star',
  starLord: 'Star lord',
  sign: 'Sign',
  signLord: 'Sign lord',
  lagna: 'Lagna',
  lagnaLords: 'Lagna sign / star / sub lord',
  dayLord: 'Day lord',
  thithi: 'Thithi',
  rulingPlanets: 'Ruling planets (birth time)',
  runningPeriods: 'Running periods (today)',
  period: 'Period',
  lord: 'Lord',
  from: 'From',
  to: 'To',
  dasha: 'Dasha',
  bhukti: 'Bhukti',
  antara: 'Antara',
  outsideSchedule: 'outside the 120-year schedule',
  planetsHeading: 'Planets',
  cuspsHeading: 'Cusps',
  planet: 'Planet',
  cusp: 'Cusp',
  degree: 'Degree',
  subLord: 'Sub lord',
  ruler: 'Ruler',
  planetSignificators: 'Planets as significators (houses)',
  cuspalSignificators: 'Cuspal significators A–F (planets)',
  house: 'House',
  mahadashas: 'Mahadashas',
  preparedBy: 'Prepared by {name}',
  generated: 'Generated {date} with KP Astro Desk',
  page: 'Page {page} of {pages}',
  eventHouses: 'Houses of the event',
  categoriesHeading: 'Categories of the planets',
  significators: 'CL / OCC / CST / CSL',
  houseClass: 'Class',
  category: 'Category',
  order: 'Order',
  combined: 'Prosperity',
  notJudged: 'proposed (not saved)',
  destinyHeading: 'Destiny',
  supportive: 'Supportive',
  opposing: 'Opposing',
  destinyRow: 'Row',
  prosperityHeading: 'Prosperity summary',
  commentHeading: 'Report comment',
  noComment: 'No report comment has been saved for this event.',
  periodsHeading: 'Coming periods of the top-ranked planets ({planets})',
  noPeriods: 'No coming period has all three lords among the top-ranked planets.',
  favourable: 'favourable',
  mixed: 'mixed',
  unfavourable: 'unfavourable',
  none: 'none',
} as const;

/** A word or phrase of the PDFs. */
export type LabelKey = keyof typeof ENGLISH;

/** The text of `key`, its `{placeholders}` filled from `values`. */
export function label(key: LabelKey, values: Record<string, string | number> = {}): string {
  return ENGLISH[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
