/**
 * The worked examples of panchang.md §10, "computed" columns: values the doc's author produced with Swiss
 * Ephemeris 2.10.03 (Moshier) by the doc's rules, a second path to every item of the answer, to the second.
 */
import { describe, expect, it } from 'vitest';
import type { SunriseConvention } from '../ephemeris.js';
import type { Span } from './day-periods.js';
import { computePanchangDay, type PanchangDay } from './panchang-day.js';
import { expectInstant } from './panchang-test.fixture.js';

/** The doc prints rounded seconds; ours are unrounded. */
const DOC_TOLERANCE_SECONDS = 1;

interface Example {
  id: string;
  date: string;
  place: { latitude: number; longitude: number };
  sunrise: SunriseConvention;
  ayanamsa: number;
  /** [what, the answer's instant, the doc's local time]. */
  checks: (day: PanchangDay) => [string, number | null | undefined, string][];
}

const span = (
  what: string,
  s: Span | null | undefined,
  start: string,
  end: string,
): [string, number | undefined, string][] => [
  [`${what} start`, s?.start, start],
  [`${what} end`, s?.end, end],
];

const EXAMPLES: Example[] = [
  {
    id: '§10.1 New Delhi 24 Jan 2022',
    date: '2022-01-24',
    place: { latitude: 28.6139, longitude: 77.209 },
    sunrise: 'drik',
    ayanamsa: 1,
    checks: (d) => [
      ['sunrise', d.sunrise, '2022-01-24 07:12:58'],
      ['sunset', d.sunset, '2022-01-24 17:53:37'],
      ['moonrise', d.moonrise, '2022-01-24 23:56:05'],
      ['moonset', d.moonset, '2022-01-24 11:07:46'],
      ['tithi 21 end', d.tithis[0]?.end, '2022-01-24 08:44:18'],
      ['tithi 22 end', d.tithis[1]?.end, '2022-01-25 07:49:01'],
      ['Hasta end', d.nakshatras[0]?.end, '2022-01-24 11:15:01'],
      ['Chitra end', d.nakshatras[1]?.end, '2022-01-25 10:54:27'],
      ['Sukarma end', d.yogas[0]?.end, '2022-01-24 11:11:10'],
      ['Dhriti end', d.yogas[1]?.end, '2022-01-25 09:12:14'],
      ['Vanija end', d.karanas[0]?.end, '2022-01-24 08:44:18'],
      ['Vishti end', d.karanas[1]?.end, '2022-01-24 20:20:07'],
      ['Bava end', d.karanas[2]?.end, '2022-01-25 07:49:01'],
      ...span('Rahu kalam', d.rahuKalam, '2022-01-24 08:33:03', '2022-01-24 09:53:08'),
      ...span('Yamaganda', d.yamaganda, '2022-01-24 11:13:12', '2022-01-24 12:33:17'),
      ...span('Gulika', d.gulika, '2022-01-24 13:53:22', '2022-01-24 15:13:27'),
      ...span('Abhijit', d.abhijit, '2022-01-24 12:11:56', '2022-01-24 12:54:39'),
      ...span('Vijaya', d.vijayaMuhurta, '2022-01-24 14:20:04', '2022-01-24 15:02:47'),
      ...span('Brahma', d.brahmaMuhurta, '2022-01-24 05:26:16', '2022-01-24 06:19:37'),
      ...span('Dur-muhurta 9', d.durMuhurtas[0], '2022-01-24 12:54:39', '2022-01-24 13:37:21'),
      ...span('Dur-muhurta 12', d.durMuhurtas[1], '2022-01-24 15:02:47', '2022-01-24 15:45:29'),
      ...span('Amrit kalam', d.amritKalams[0], '2022-01-25 04:35:56', '2022-01-25 06:10:34'),
      ...span('Varjyam', d.varjyams[0], '2022-01-24 19:08:10', '2022-01-24 20:42:48'),
      ['new moon', d.lunarMonth.amanta.start, '2022-01-03 00:03:33'],
      ['hora 2 (Saturn)', d.horas[1]?.start, '2022-01-24 08:06:21'],
      ['hora 3 (Jupiter)', d.horas[2]?.start, '2022-01-24 08:59:44'],
      ['hora 4 (Mars)', d.horas[3]?.start, '2022-01-24 09:53:08'],
      ['hora 13 (Venus)', d.horas[12]?.start, '2022-01-24 17:53:37'],
    ],
  },
  {
    id: '§10.2 New Delhi 26 Jan 2022',
    date: '2022-01-26',
    place: { latitude: 28.6139, longitude: 77.209 },
    sunrise: 'drik',
    ayanamsa: 1,
    checks: (d) => [
      ['sunrise', d.sunrise, '2022-01-26 07:12:13'],
      ['moonrise', d.moonrise, '2022-01-27 02:03:38'],
      ['tithi 24 end', d.tithis[0]?.end, '2022-01-27 04:34:26'],
      ['Swati end', d.nakshatras[0]?.end, '2022-01-26 10:06:25'],
      ['Ganda end', d.yogas[0]?.end, '2022-01-27 04:07:57'],
      ...span('Dur-muhurta 8', d.durMuhurtas[0], '2022-01-26 12:12:19', '2022-01-26 12:55:11'),
      ...span(
        'Amrit kalam',
        d.amritKalams.find((a) => a.nakshatra === 16),
        '2022-01-27 00:30:41',
        '2022-01-27 02:01:39',
      ),
    ],
  },
  {
    id: '§10.3 Chennai 17 Jul 2024',
    date: '2024-07-17',
    place: { latitude: 13.0878, longitude: 80.2785 },
    sunrise: 'hindu',
    ayanamsa: 5,
    checks: (d) => [
      ['sunrise', d.sunrise, '2024-07-17 05:54:27'],
      ['sunset', d.sunset, '2024-07-17 18:35:40'],
      ['next sunrise', d.nextSunrise, '2024-07-18 05:54:43'],
      ['moonrise', d.moonrise, '2024-07-17 14:55:41'],
      ['moonset', d.moonset, '2024-07-18 02:38:24'],
      ...span('tithi 11', d.tithis[0], '2024-07-16 20:34:14', '2024-07-17 21:03:12'),
      ['tithi 12 end', d.tithis[1]?.end, '2024-07-18 20:44:52'],
      ...span('Anuradha', d.nakshatras[0], '2024-07-17 02:02:49', '2024-07-18 03:01:59'),
      ['Jyeshtha end', d.nakshatras[1]?.end, '2024-07-19 03:14:59'],
      ['Shubha end', d.yogas[0]?.end, '2024-07-17 06:43:30'],
      ['Shukla end', d.yogas[1]?.end, '2024-07-18 05:52:41'],
      ...span('Brahma yoga', d.yogas[2], '2024-07-18 05:52:41', '2024-07-19 04:24:38'),
      ['karana 21 end', d.karanas[0]?.end, '2024-07-17 08:54:38'],
      ['karana 22 end', d.karanas[1]?.end, '2024-07-17 21:03:12'],
      ['karana 23 end', d.karanas[2]?.end, '2024-07-18 08:59:52'],
      ...span('Rahu kalam', d.rahuKalam, '2024-07-17 12:15:03', '2024-07-17 13:50:12'),
      ...span('Yamaganda', d.yamaganda, '2024-07-17 07:29:36', '2024-07-17 09:04:45'),
      ...span('Gulika', d.gulika, '2024-07-17 10:39:54', '2024-07-17 12:15:03'),
      ...span('Dur-muhurta 8', d.durMuhurtas[0], '2024-07-17 11:49:41', '2024-07-17 12:40:26'),
      ...span('Vijaya', d.vijayaMuhurta, '2024-07-17 14:21:55', '2024-07-17 15:12:40'),
      ...span('Brahma', d.brahmaMuhurta, '2024-07-17 04:23:58', '2024-07-17 05:09:12'),
      ...span('Amrit kalam', d.amritKalams[0], '2024-07-17 16:12:21', '2024-07-17 17:52:18'),
      ...span('Varjyam', d.varjyams[0], '2024-07-17 06:12:41', '2024-07-17 07:52:38'),
    ],
  },
];

function panchangOf(e: Pick<Example, 'date' | 'place' | 'sunrise' | 'ayanamsa'>): PanchangDay {
  return computePanchangDay({
    date: e.date,
    utcOffsetHours: 5.5,
    place: e.place,
    settings: { sunrise: e.sunrise, ayanamsa: e.ayanamsa },
  });
}

describe.each(EXAMPLES.map((e) => [e.id, e] as const))('%s', (id, example) => {
  const day = panchangOf(example);
  it.each(example.checks(day).map(([what, actual, expected]) => [what, actual, expected] as const))(
    '%s',
    (what, actual, expected) => expectInstant(id, what, expected, actual, 5.5, DOC_TOLERANCE_SECONDS),
  );
});

describe('§10.3 with its lists', () => {
  const chennai = EXAMPLES[2]!;

  it('lists the elements the doc lists, Brahma yoga included (it overlaps the day by two seconds)', () => {
    const day = panchangOf(chennai);
    expect(day.tithis.map((t) => [t.number, t.paksha])).toEqual([
      [11, 'shukla'],
      [12, 'shukla'],
    ]);
    expect(day.nakshatras.map((n) => [n.number, n.lord])).toEqual([
      [17, 'Saturn'],
      [18, 'Mercury'],
    ]);
    expect(day.yogas.map((y) => y.number)).toEqual([23, 24, 25]);
    expect(day.karanas.map((k) => k.number)).toEqual([21, 22, 23]);
    expect([day.abhijit, day.amritKalams[0]?.nakshatra, day.varjyams[0]?.nakshatra]).toEqual([null, 17, 17]);
    expect([day.lunarMonth.amanta.month, day.lunarMonth.purnimanta.month]).toEqual([3, 3]);
  });

  it('under Lahiri moves Anuradha’s end to 03:12:42 and drops Brahma yoga', () => {
    const day = panchangOf({ ...chennai, ayanamsa: 1 });
    expectInstant(
      chennai.id,
      'Anuradha end (Lahiri)',
      '2024-07-18 03:12:42',
      day.nakshatras[0]?.end,
      5.5,
      DOC_TOLERANCE_SECONDS,
    );
    expect(day.yogas.map((y) => y.number)).toEqual([23, 24]);
  });
});
