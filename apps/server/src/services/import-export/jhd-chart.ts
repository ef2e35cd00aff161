/**
 * Jagannatha Hora chart files (.jhd): plain text, one value a line. The layout below is taken from two public
 * readers of the format (facts only; this parser is our own):
 * - kunjara/jyotish, src/Base/Import/JagannathaHora.php (github.com/kunjara/jyotish): lines 1-8 are month,
 *   day, year, time, time zone, longitude, latitude, altitude; the time zone and longitude are negated
 *   (west positive in the file);
 * - assignarc/Panchang, PanchangLib/FileDescriptors/JagannathaHoraDescriptor.cs (a port of Mudgala Hora by
 *   P. V. R. Narasimha Rao, JHora's author): the same first seven lines, each angle or time written
 *   "units.MMffff": whole units, a point, two digits of minutes, then the rest of the minute as a decimal
 *   fraction ("21.080000" is 21:08; "-5.300000" is a time zone of 5:30 east; "-77.180000" is 77°18′ east).
 * Both readers take the digits after the minutes as a fraction of a minute, which is what we do too; the
 * seconds of a birth time are rounded. Files written by JHora 7 and later go on with more lines (the zone
 * again, daylight saving, ayanamsa), and lines 13 and 14 hold the place and the country; older files stop
 * after line 8, and then the place is named after its coordinates. The chart's name is the file's name.
 */

/** What a .jhd file says, in our units, or the line it could not read. */
export interface JhdChart {
  /** 'yyyy-MM-dd' (unchecked: the client rules check it). */
  birthDate: string;
  /** 'HH:mm:ss'. */
  birthTime: string;
  /** Hours east of UTC. */
  birthTimezone: number;
  /** Degrees, east positive. */
  birthLongitude: number;
  /** Degrees, north positive. */
  birthLatitude: number;
  /** 'Place, Country' from lines 13 and 14, or null. */
  place: string | null;
}

/** A line the parser could not read: its number (1-based), what it should hold, and its text. */
export interface JhdLineProblem {
  line: number;
  field: string;
  message: string;
  value: string | null;
}

const PACKED = /^\|?(-?)(\d{1,3})(?:\.(\d{0,12}))?$/;

/** 'units.MMffff' → decimal units: minutes are the two digits after the point, then a fraction of a minute. */
export function readPackedValue(text: string): number | undefined {
  const match = PACKED.exec(text.trim());
  if (!match) return undefined;
  const digits = (match[3] ?? '').padEnd(2, '0');
  const minutes = Number(digits.slice(0, 2)) + Number(`0.${digits.slice(2) || '0'}`);
  if (minutes >= 60) return undefined;
  const value = Number(match[2]) + minutes / 60;
  return match[1] === '-' ? -value : value;
}

function twoDigits(n: number): string {
  return String(n).padStart(2, '0');
}

/** Decimal hours → 'HH:mm:ss', seconds rounded (24:00:00 and beyond stay, for the time rule to refuse). */
function toClockTime(hours: number): string {
  const seconds = Math.round(hours * 3600);
  return `${twoDigits(Math.floor(seconds / 3600))}:${twoDigits(Math.floor(seconds / 60) % 60)}:${twoDigits(seconds % 60)}`;
}

const LINES = [
  { line: 1, field: 'birthDate', what: 'the month (1 to 12)' },
  { line: 2, field: 'birthDate', what: 'the day of the month' },
  { line: 3, field: 'birthDate', what: 'the year' },
  { line: 4, field: 'birthTime', what: 'the time as hours.minutes (21.080000)' },
  { line: 5, field: 'birthTimezone', what: 'the time zone as hours.minutes, west positive (-5.300000)' },
  { line: 6, field: 'birthLongitude', what: 'the longitude as degrees.minutes, west positive (-77.180000)' },
  { line: 7, field: 'birthLatitude', what: 'the latitude as degrees.minutes, north positive (24.390000)' },
] as const;

function readInteger(text: string): number | undefined {
  return /^-?\d{1,4}$/.test(text) ? Number(text) : undefined;
}

/** Reads a .jhd text: the chart, or the problems of the lines it could not read. */
export function parseJhd(text: string): { chart: JhdChart } | { problems: JhdLineProblem[] } {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((line) => line.trim());
  const values = LINES.map(({ line }, i) => {
    const raw = lines[line - 1] ?? '';
    return i < 3 ? readInteger(raw) : readPackedValue(raw);
  });
  const problems = LINES.flatMap(({ line, field, what }, i) =>
    values[i] === undefined
      ? [
          {
            line,
            field,
            message: `Line ${line} of the file must hold ${what}`,
            value: lines[line - 1] || null,
          },
        ]
      : [],
  );
  if (problems.length > 0) return { problems };
  const [month, day, year, time, zone, longitude, latitude] = values as number[];
  const place = [lines[12], lines[13]].filter((part) => part !== undefined && part !== '').join(', ');
  return {
    chart: {
      birthDate: `${String(year).padStart(4, '0')}-${twoDigits(month ?? 0)}-${twoDigits(day ?? 0)}`,
      birthTime: toClockTime(time ?? 0),
      // The file counts west as positive; we count east.
      birthTimezone: -(zone ?? 0),
      birthLongitude: -(longitude ?? 0),
      birthLatitude: latitude ?? 0,
      place: place === '' ? null : place,
    },
  };
}

/** The client's name from a file name: 'ravi_kumar-1985.jhd' → 'ravi kumar'; digits and marks dropped. */
export function nameFromFileName(fileName: string): string {
  const base = fileName.replace(/^.*[\\/]/, '').replace(/\.jhd$/i, '');
  return base
    .replace(/[^\p{L}.' -]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[ .'-]+|[ .'-]+$/g, '');
}
