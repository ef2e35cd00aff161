const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;
const MS_PER_SECOND = 1000;
const SECONDS_PER_HOUR = 3600;
const MS_PER_DAY = 86_400_000;

/**
 * One wall-clock formatter per zone, keyed by the zone's canonical name (so 'asia/kolkata' and
 * 'ASIA/KOLKATA' share one). Bound: the zones the bundled time zone database knows (about 600 with their
 * canonical aliases); MAX_FORMATTERS guards that bound should a database ever hold more.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
const MAX_FORMATTERS = 1000;

function createFormatter(timeZone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    era: 'short',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
}

/** A formatter that prints the wall clock of `timeZone`; throws RangeError for an unknown zone. */
function wallClockFormatter(timeZone: string): Intl.DateTimeFormat {
  const found = formatters.get(timeZone);
  if (found !== undefined) return found;
  // Any spelling of a zone opens it; the cache keeps it under the one name the database resolves it to.
  const formatter = createFormatter(timeZone);
  const canonical = formatter.resolvedOptions().timeZone;
  const cached = formatters.get(canonical);
  if (cached !== undefined) return cached;
  if (formatters.size >= MAX_FORMATTERS) formatters.clear();
  formatters.set(canonical, formatter);
  return formatter;
}

/** Number of formatters held (tests check the bound). */
export function cachedFormatterCount(): number {
  return formatters.size;
}

/** Milliseconds since 1970 of a wall-clock reading taken as if it were UTC (years 1..9999 kept as is). */
function wallClockAsUtc(year: number, month: number, day: number, seconds: number): number {
  const date = new Date(0);
  // setUTCFullYear keeps years below 100 literal, where Date.UTC would add 1900.
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime() + seconds * MS_PER_SECOND;
}

/** Offset of `timeZone` from UTC at an instant, whole seconds east. */
function offsetSecondsAt(timeZone: string, instant: number): number {
  const parts: Record<string, string> = {};
  for (const part of wallClockFormatter(timeZone).formatToParts(new Date(instant)))
    parts[part.type] = part.value;
  const sign = parts.era === 'BC' ? -1 : 1;
  const year = sign > 0 ? Number(parts.year) : 1 - Number(parts.year);
  const clockSeconds = Number(parts.hour) * 3600 + Number(parts.minute) * 60 + Number(parts.second);
  const wall = wallClockAsUtc(year, Number(parts.month), Number(parts.day), clockSeconds);
  return Math.round((wall - Math.floor(instant / MS_PER_SECOND) * MS_PER_SECOND) / MS_PER_SECOND);
}

function parseLocalMoment(localDate: string, localTime: string): number {
  const date = DATE_PATTERN.exec(localDate);
  const time = TIME_PATTERN.exec(localTime);
  if (!date || !time)
    throw new RangeError(`Expected yyyy-MM-dd and HH:mm[:ss], got '${localDate}' '${localTime}'`);
  const clockSeconds = Number(time[1]) * 3600 + Number(time[2]) * 60 + Number(time[3] ?? 0);
  return wallClockAsUtc(Number(date[1]), Number(date[2]), Number(date[3]), clockSeconds);
}

/**
 * The UTC offset in hours (east positive) that `timeZone` (IANA, e.g. 'Asia/Kolkata') had at a local
 * date 'yyyy-MM-dd' and time 'HH:mm' or 'HH:mm:ss', from the time zone database bundled with Node's
 * Intl. Historical rules apply: Kolkata 1943-06-01 12:00 gives 6.5 (war time), New York 1990-07-15
 * gives -4. A local time that occurred twice (clocks set back) takes the earlier, summer offset; one
 * that never occurred (clocks set forward) takes the offset in force just before the change, which
 * places the moment where the clock-change rule of RFC 5545 and Temporal ("compatible") places it.
 * Local mean time offsets before standard time are fractional (Kolkata 1850: 5.8911...).
 * Throws RangeError for an unknown zone or malformed date or time.
 */
export function utcOffsetAt(timeZone: string, localDate: string, localTime: string): number {
  const local = parseLocalMoment(localDate, localTime);
  // Canonical once, so the several readings below find the cached formatter.
  const zone = wallClockFormatter(timeZone).resolvedOptions().timeZone;
  const before = offsetSecondsAt(zone, local - MS_PER_DAY);
  const after = offsetSecondsAt(zone, local + MS_PER_DAY);
  const isValid = (offset: number) => offsetSecondsAt(zone, local - offset * MS_PER_SECOND) === offset;
  // Both valid and different: an overlap; the earlier instant is the one with the larger offset.
  const candidates = [before, after].filter(isValid).sort((a, b) => b - a);
  return (candidates[0] ?? before) / SECONDS_PER_HOUR;
}

/**
 * Whether `offsetHours` at a local date is daylight saving time in `timeZone`: more than the smaller of the
 * zone's offsets on 1 January and 1 July of that year (the standard one; DST adds to it in either
 * hemisphere). A zone with one offset all year (war time kept through the year included) is never DST.
 */
export function isDaylightSavingAt(timeZone: string, localDate: string, offsetHours: number): boolean {
  const year = localDate.slice(0, 4);
  const january = utcOffsetAt(timeZone, `${year}-01-01`, '12:00');
  const july = utcOffsetAt(timeZone, `${year}-07-01`, '12:00');
  return offsetHours > Math.min(january, july);
}
