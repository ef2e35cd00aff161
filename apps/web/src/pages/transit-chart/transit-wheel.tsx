import { SIGN_NAMES, type BirthChartData } from '@kpdesk/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { abbreviationIn, ITEM_NAMES, toRoman } from '../../components/chart/chart-labels';
import { WHEEL_STROKES, WHEEL_TEXT } from './transit-wheel-paint';
import {
  LABEL_GAP,
  RADII,
  WHEEL_SIZE,
  cuspLongitudesOf,
  houseMiddleOf,
  itemsOf,
  marksOf,
  pointAt,
  uprightTangentAt,
  type WheelMark,
  type WheelRing,
} from './transit-wheel-layout';

/** The reading of a mark in each ring, still and retrograde: one sentence each, so no words are joined. */
const TITLE_OF: Record<WheelRing, readonly [still: string, retro: string]> = {
  Transit: ['Transit {{planet}} {{degrees}} {{sign}}', 'Transit {{planet}} {{degrees}} {{sign}}, retrograde'],
  Natal: ['Natal {{planet}} {{degrees}} {{sign}}', 'Natal {{planet}} {{degrees}} {{sign}}, retrograde'],
};

/** A mark's full reading in the display language, e.g. "गोचर शनि 12°34′56″ कुंभ, वक्री". */
function titleOf(t: TFunction, mark: WheelMark): string {
  const planet = ITEM_NAMES[mark.label];
  return t(TITLE_OF[mark.ring][mark.retro ? 1 : 0], {
    planet: t(planet),
    degrees: mark.degrees,
    sign: t(mark.sign),
  });
}

/**
 * A sign's word on the zodiac ring: English abbreviates to three letters (the ring is narrow); the Indian
 * scripts' sign names are short enough to be written whole, and have no three-letter forms.
 */
function signLabelOf(t: TFunction, name: string): string {
  const translated = t(name);
  return translated === name ? name.slice(0, 3) : translated;
}

/** A line between two radii at one longitude. */
function Spoke({
  longitude,
  ascendant,
  from,
  to,
  stroke,
}: {
  longitude: number;
  ascendant: number;
  from: number;
  to: number;
  stroke: keyof typeof WHEEL_STROKES;
}) {
  const a = pointAt(longitude, ascendant, from);
  const b = pointAt(longitude, ascendant, to);
  return <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} {...WHEEL_STROKES[stroke]} />;
}

function SignRing({ ascendant }: { ascendant: number }) {
  const { t } = useTranslation();
  return (
    <g aria-hidden="true">
      <circle cx={WHEEL_SIZE / 2} cy={WHEEL_SIZE / 2} r={RADII.outer} {...WHEEL_STROKES.line} />
      <circle cx={WHEEL_SIZE / 2} cy={WHEEL_SIZE / 2} r={RADII.signInner} {...WHEEL_STROKES.line} />
      {SIGN_NAMES.map((name, sign) => {
        const middle = pointAt(sign * 30 + 15, ascendant, (RADII.outer + RADII.signInner) / 2);
        return (
          <g key={name}>
            <Spoke
              longitude={sign * 30}
              ascendant={ascendant}
              from={RADII.signInner}
              to={RADII.outer}
              stroke="line"
            />
            <text
              x={middle.x}
              y={middle.y}
              transform={`rotate(${uprightTangentAt(middle)} ${middle.x} ${middle.y})`}
              {...WHEEL_TEXT.sign}
            >
              {signLabelOf(t, name)}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/** A planet: a tick at its true longitude on the ring's edge, its label (spread from crowding) inside. */
function PlanetMark({
  mark,
  ascendant,
  edge,
  labelRadius,
  kind,
}: {
  mark: WheelMark;
  ascendant: number;
  edge: number;
  labelRadius: number;
  kind: 'transit' | 'natal';
}) {
  const { t, i18n } = useTranslation();
  const tickEnd = pointAt(mark.longitude, ascendant, edge - 7);
  const label = pointAt(mark.labelAngle, ascendant, labelRadius);
  return (
    <g>
      <title>{titleOf(t, mark)}</title>
      <Spoke longitude={mark.longitude} ascendant={ascendant} from={edge} to={edge - 7} stroke="tick" />
      <line x1={tickEnd.x} y1={tickEnd.y} x2={label.x} y2={label.y} {...WHEEL_STROKES.leader} />
      <text x={label.x} y={mark.retro ? label.y - 5 : label.y} {...WHEEL_TEXT[kind]}>
        {abbreviationIn(i18n.language, mark.label)}
      </text>
      {mark.retro ? (
        <text x={label.x} y={label.y + 7} {...WHEEL_TEXT.retro}>
          (R)
        </text>
      ) : null}
    </g>
  );
}

function HouseLines({ cusps, ascendant }: { cusps: readonly number[]; ascendant: number }) {
  return (
    <g aria-hidden="true">
      <circle cx={WHEEL_SIZE / 2} cy={WHEEL_SIZE / 2} r={RADII.inner} {...WHEEL_STROKES.line} />
      <circle cx={WHEEL_SIZE / 2} cy={WHEEL_SIZE / 2} r={RADII.hub} {...WHEEL_STROKES.line} />
      {cusps.map((cusp, i) => {
        const number = pointAt(houseMiddleOf(cusps, i), ascendant, RADII.houseNumber);
        return (
          <g key={toRoman(i + 1)}>
            <Spoke
              longitude={cusp}
              ascendant={ascendant}
              from={RADII.hub}
              to={RADII.inner}
              stroke={i === 0 ? 'ascendant' : 'line'}
            />
            <text x={number.x} y={number.y} {...WHEEL_TEXT.house}>
              {toRoman(i + 1)}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/** Where each ring's planets stand: the circle their ticks start from and the radius of their labels. */
const RING_OF = {
  transit: { edge: RADII.signInner, labelRadius: RADII.transitLabel },
  natal: { edge: RADII.middle, labelRadius: RADII.natalLabel },
} as const;

/**
 * The transit over natal wheel: the zodiac outside, the transit planets in the outer ring, the natal planets
 * (with the Ascendant) in the inner ring and the natal houses I–XII at the centre, the natal Ascendant at the
 * left. An image named `title`, each planet read in full in its <title> and in the description. The app's
 * chart styles are square, so this is a wheel of its own rather than one of them.
 */
export function TransitWheel({
  natal,
  transit,
  title,
}: {
  natal: BirthChartData;
  transit: BirthChartData;
  title: string;
}) {
  const { t } = useTranslation();
  const cusps = cuspLongitudesOf(natal);
  const ascendant = cusps[0] ?? 0;
  const transitMarks = marksOf(itemsOf(transit, false), 'Transit', LABEL_GAP.transit);
  const natalMarks = marksOf(itemsOf(natal, true), 'Natal', LABEL_GAP.natal);
  const description = [...transitMarks, ...natalMarks].map((mark) => titleOf(t, mark)).join('; ');
  return (
    <svg
      role="img"
      aria-label={title}
      viewBox={`0 0 ${WHEEL_SIZE} ${WHEEL_SIZE}`}
      width="100%"
      style={{ maxWidth: 460, height: 'auto', display: 'block', margin: '0 auto' }}
    >
      <desc>{description}</desc>
      <SignRing ascendant={ascendant} />
      <circle cx={WHEEL_SIZE / 2} cy={WHEEL_SIZE / 2} r={RADII.middle} {...WHEEL_STROKES.divider} />
      {transitMarks.map((mark) => (
        <PlanetMark key={mark.label} mark={mark} ascendant={ascendant} kind="transit" {...RING_OF.transit} />
      ))}
      {natalMarks.map((mark) => (
        <PlanetMark key={mark.label} mark={mark} ascendant={ascendant} kind="natal" {...RING_OF.natal} />
      ))}
      <HouseLines cusps={cusps} ascendant={ascendant} />
    </svg>
  );
}
