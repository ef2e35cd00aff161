import type { MatchAnswer } from '@kpdesk/contract';
import { RowsTable } from '../chart-tables/header-rows';
import { NAME_WIDTH, layoutBothLives, type Bar } from './both-lives-geometry';
import type { MatchWords } from './match-words';
import './match.css';
import { useBoxWidth } from '../layout/use-box-width';

type Kp = MatchAnswer['kp'];
type Bhukti = Kp['bhuktis']['bride'][number];

/** Rows of the picture, in user units from the top. */
const ROWS = {
  bride: { top: 6, height: 26 },
  groom: { top: 38, height: 26 },
  shared: { top: 70, height: 18 },
  axis: 96,
  height: 112,
} as const;
/** About how wide a character of a bar's word is at the picture's 11 px; a word is written only where it fits. */
const UNITS_PER_CHARACTER = 6.5;

const day = (moment: string) => moment.slice(0, 10);

function BarShape({
  bar,
  row,
  text,
  title,
  className,
}: {
  bar: Bar<unknown>;
  row: { top: number; height: number };
  text: string;
  title: string;
  className: string;
}) {
  return (
    <g className={className}>
      <title>{title}</title>
      <rect x={bar.x} y={row.top} width={bar.width} height={row.height} />
      {bar.width >= text.length * UNITS_PER_CHARACTER + 4 ? (
        <text
          x={bar.x + bar.width / 2}
          y={row.top + row.height / 2}
          dominantBaseline="central"
          textAnchor="middle"
        >
          {text}
        </text>
      ) : null}
    </g>
  );
}

function PersonRow({ role, bars, w }: { role: 'bride' | 'groom'; bars: Bar<Bhukti>[]; w: MatchWords }) {
  const row = ROWS[role];
  return bars.map((bar) => {
    const [dasha = '', bhukti = ''] = bar.item.lords;
    // A supporting bhukti is hatched and marked ✓ in its words: never told by colour alone.
    const mark = bar.item.supports ? '✓ ' : '';
    const title =
      `${w.label(role)}: ${w.planet(dasha)} / ${w.planet(bhukti)}, ${day(bar.item.from)} – ${day(bar.item.to)}` +
      (bar.item.supports ? ` · ${w.label('supports')}` : '');
    return (
      <BarShape
        key={bar.item.from}
        bar={bar}
        row={row}
        text={`${mark}${w.shortPlanet(dasha)}-${w.shortPlanet(bhukti)}`}
        title={title}
        className={bar.item.supports ? 'both-lives-bar supports' : 'both-lives-bar'}
      />
    );
  });
}

function RowNames({ w }: { w: MatchWords }) {
  const names = [
    [w.label('bride'), ROWS.bride],
    [w.label('groom'), ROWS.groom],
    [w.label('bothRun'), ROWS.shared],
  ] as const;
  return names.map(([name, row]) => (
    <text
      key={row.top}
      className="both-lives-name"
      x={2}
      y={row.top + row.height / 2}
      dominantBaseline="central"
    >
      {name}
    </text>
  ));
}

/** Each person's bhuktis over the window as a table: the picture's words for a screen reader and for paper. */
function BhuktiTable({ kp, match, w }: { kp: Kp; match: MatchAnswer; w: MatchWords }) {
  const rows = (['bride', 'groom'] as const).flatMap((role) =>
    kp.bhuktis[role].map((b) => [
      `${w.label(role)}: ${match[role].name}`,
      b.lords.map(w.planet).join(' / '),
      day(b.from),
      day(b.to),
      b.supports ? `✓ ${w.label('yes')}` : w.label('no'),
    ]),
  );
  return (
    <details className="mb-2">
      <summary>{w.label('timelineTable')}</summary>
      <RowsTable
        caption={w.label('timelinePicture')}
        isCaptionHidden
        head={['', w.label('dashaBhukti'), w.label('from'), w.label('to'), w.label('supports')]}
        rows={rows}
      />
    </details>
  );
}

/**
 * The picture of both lives over the years ahead: the bride's and the groom's bhuktis (hatched and marked ✓
 * where both lords signify marriage) above the periods both run, with the years marked. Each bar's title
 * names it; the table under the picture says the same in words, and the periods table below lists the
 * periods both run. A narrow screen scrolls the picture sideways.
 */
export function BothLivesTimeline({ match, w }: { match: MatchAnswer; w: MatchWords }) {
  const box = useBoxWidth();
  const { kp } = match;
  const layout = layoutBothLives(kp, box.width);
  return (
    <>
      <div
        ref={box.ref}
        className="both-lives-scroller"
        tabIndex={0}
        role="region"
        aria-label={w.label('timeline')}
      >
        <svg
          className="both-lives"
          role="img"
          aria-label={w.label('timelinePicture')}
          viewBox={`0 0 ${layout.width} ${ROWS.height}`}
          width={layout.width}
          height={ROWS.height}
        >
          <defs>
            <pattern
              id="both-lives-hatch"
              width="6"
              height="6"
              patternUnits="userSpaceOnUse"
              patternTransform="rotate(45)"
            >
              <rect width="6" height="6" className="hatch-ground" />
              <line x1="0" y1="0" x2="0" y2="6" className="hatch-line" />
            </pattern>
          </defs>
          <RowNames w={w} />
          <PersonRow role="bride" bars={layout.bride} w={w} />
          <PersonRow role="groom" bars={layout.groom} w={w} />
          {layout.shared.map((bar) => (
            <BarShape
              key={`${bar.item.from}-${bar.item.to}`}
              bar={bar}
              row={ROWS.shared}
              text=""
              title={`${w.label('bothRun')}: ${day(bar.item.from)} – ${day(bar.item.to)}`}
              className="both-lives-bar shared"
            />
          ))}
          <g className="both-lives-axis">
            <line x1={NAME_WIDTH} x2={layout.width} y1={ROWS.axis - 4} y2={ROWS.axis - 4} />
            {layout.years.map((tick) => (
              <g key={tick.year}>
                <line x1={tick.x} x2={tick.x} y1={ROWS.bride.top} y2={ROWS.axis} />
                <text x={tick.x} y={ROWS.axis + 8} textAnchor="middle">
                  {tick.year}
                </text>
              </g>
            ))}
          </g>
        </svg>
      </div>
      <p className="small mb-1">
        <span aria-hidden="true" className="both-lives-key supports" /> ✓ {w.label('supports')} ·{' '}
        <span aria-hidden="true" className="both-lives-key shared" /> {w.label('bothRun')}
      </p>
      <BhuktiTable kp={kp} match={match} w={w} />
    </>
  );
}
