import type { MuhurtaSearchAnswer } from '@kpdesk/contract';
import type { MuhurtaWords } from './muhurta-words';

const DAY_WIDTH = 720;
const ROW_HEIGHT = 18;
const LABEL_WIDTH = 84;
const MINUTES_PER_DAY = 1440;

interface Span {
  start: string;
  end: string;
}

const dateOf = (time: string) => time.slice(0, 10);
const minutesOf = (time: string) =>
  Number(time.slice(11, 13)) * 60 + Number(time.slice(14, 16)) + Number(time.slice(17, 19)) / 60;

/** The calendar dates from the first to the last, 'yyyy-MM-dd'. */
function datesBetween(first: string, last: string): string[] {
  const dates: string[] = [];
  for (
    let day = Date.parse(`${first}T00:00:00Z`);
    day <= Date.parse(`${last}T00:00:00Z`);
    day += 86_400_000
  ) {
    dates.push(new Date(day).toISOString().slice(0, 10));
    if (dates.length > 32) break;
  }
  return dates;
}

/** The part of a span on one date, as x and width on the strip; null when the span misses the date. */
function partOn(date: string, span: Span): { x: number; width: number } | null {
  if (dateOf(span.end) < date || dateOf(span.start) > date) return null;
  const from = dateOf(span.start) < date ? 0 : minutesOf(span.start);
  const to = dateOf(span.end) > date ? MINUTES_PER_DAY : minutesOf(span.end);
  if (to <= from) return null;
  const scale = DAY_WIDTH / MINUTES_PER_DAY;
  return { x: LABEL_WIDTH + from * scale, width: Math.max(1.5, (to - from) * scale) };
}

/**
 * The range day by day: one row per date, 00:00 to 24:00 on the search's clock, the avoided periods hatched
 * and the windows solid, each with its name and times as a tooltip and in a legend with the same marks, so the
 * picture never relies on colour alone.
 */
export function DayStrip({
  answer,
  from,
  to,
  words,
}: {
  answer: MuhurtaSearchAnswer;
  from: string;
  to: string;
  words: MuhurtaWords;
}) {
  const dates = datesBetween(from.slice(0, 10), to.slice(0, 10));
  const height = dates.length * ROW_HEIGHT + 22;
  return (
    <figure className="mb-3">
      <figcaption className="h6">{words.label('dayStrip')}</figcaption>
      <div className="overflow-auto">
        <svg
          viewBox={`0 0 ${LABEL_WIDTH + DAY_WIDTH + 4} ${height}`}
          width="100%"
          role="img"
          aria-label={words.label('dayStrip')}
        >
          <defs>
            <pattern
              id="muhurta-hatch"
              width="6"
              height="6"
              patternUnits="userSpaceOnUse"
              patternTransform="rotate(45)"
            >
              <rect width="6" height="6" fill="#f3f3f3" />
              <line x1="0" y1="0" x2="0" y2="6" stroke="#666" strokeWidth="2" />
            </pattern>
          </defs>
          {[0, 6, 12, 18, 24].map((hour) => (
            <text
              key={hour}
              x={LABEL_WIDTH + (hour * DAY_WIDTH) / 24}
              y={10}
              fontSize="9"
              textAnchor="middle"
            >
              {String(hour).padStart(2, '0')}:00
            </text>
          ))}
          {dates.map((date, row) => {
            const y = 14 + row * ROW_HEIGHT;
            const bar = (span: Span, fill: string, title: string, key: string) => {
              const part = partOn(date, span);
              return part ? (
                <rect key={key} x={part.x} y={y + 2} width={part.width} height={ROW_HEIGHT - 5} fill={fill}>
                  <title>{title}</title>
                </rect>
              ) : null;
            };
            return (
              <g key={date}>
                <text x={0} y={y + 12} fontSize="10">
                  {date}
                </text>
                <rect
                  x={LABEL_WIDTH}
                  y={y + 2}
                  width={DAY_WIDTH}
                  height={ROW_HEIGHT - 5}
                  fill="#fff"
                  stroke="#bbb"
                  strokeWidth="0.5"
                />
                {answer.vetoPeriods.map((p, i) =>
                  bar(p, 'url(#muhurta-hatch)', `${words.veto(p.veto)} ${p.start} – ${p.end}`, `v${i}`),
                )}
                {answer.windows.map((w, i) =>
                  bar(w, '#0b5394', `${words.label('windows')} ${w.start} – ${w.end}`, `w${i}`),
                )}
              </g>
            );
          })}
        </svg>
      </div>
      <p className="small mb-0">
        <span aria-hidden="true" className="muhurta-legend muhurta-legend-window" /> {words.label('windows')}{' '}
        · <span aria-hidden="true" className="muhurta-legend muhurta-legend-veto" />{' '}
        {words.label('vetoedShade')}
      </p>
    </figure>
  );
}
