import type { PlanetSchedule } from '@kpdesk/contract';
import { useTranslation } from 'react-i18next';
import { shortPlanet } from '../../components/interval-search/moments';
import {
  layoutTimeline,
  type TimelineBar,
  type TimelineEventInput,
  type TimelineLayout,
} from './timeline-geometry';
import './life-events.css';
import { useBoxWidth } from '../../components/layout/use-box-width';

/** Rows of the picture, in user units from the top. */
const ROW = {
  markerTop: 4,
  dashaTop: 30,
  dashaHeight: 26,
  bhuktiTop: 60,
  bhuktiHeight: 18,
  axis: 96,
  height: 112,
} as const;

/**
 * How one row of bars is drawn: the reading of its bars (one sentence per level, so words are never joined),
 * place, and the narrowest bar that still carries words.
 */
const LEVELS = {
  dasha: {
    reading: '{{lord}} Dasha: {{start}} to {{end}}',
    top: ROW.dashaTop,
    height: ROW.dashaHeight,
    minLabel: 40,
  },
  bhukti: {
    reading: '{{lord}} Bhukti: {{start}} to {{end}}',
    top: ROW.bhuktiTop,
    height: ROW.bhuktiHeight,
    minLabel: 22,
  },
} as const;

/**
 * About how wide a character of a bar's word is, in user units at the timeline's 11 px: a word is written
 * only on a bar it fits, so the longer Tamil and Telugu names ('செவ்வாய்') never run into the next bar.
 */
const UNITS_PER_CHARACTER = 6;

/** Shows a schedule moment ('yyyy-MM-dd HH:mm:ss') in the astrologer's date format. */
export type MomentShower = (moment: string) => string;

function PeriodBar({
  bar,
  level,
  isShaded,
  showMoment,
}: {
  bar: TimelineBar;
  level: keyof typeof LEVELS;
  isShaded: boolean;
  showMoment: MomentShower;
}) {
  const { t } = useTranslation();
  const { reading, top, height, minLabel } = LEVELS[level];
  const label = t(level === 'dasha' ? bar.lord : shortPlanet(bar.lord));
  const title = t(reading, {
    lord: t(bar.lord),
    start: showMoment(bar.period.start),
    end: showMoment(bar.period.end),
  });
  return (
    <g className={isShaded ? 'timeline-bar shaded' : 'timeline-bar'}>
      <title>{title}</title>
      <rect x={bar.x} y={top} width={bar.width} height={height} />
      {bar.width >= Math.max(minLabel, label.length * UNITS_PER_CHARACTER + 4) ? (
        <text x={bar.x + bar.width / 2} y={top + height / 2} dominantBaseline="central" textAnchor="middle">
          {label}
        </text>
      ) : null}
    </g>
  );
}

function PeriodRows({ layout, showMoment }: { layout: TimelineLayout; showMoment: MomentShower }) {
  return layout.dashas.map((dasha, i) => (
    <g key={dasha.period.start}>
      <PeriodBar bar={dasha} level="dasha" isShaded={i % 2 === 1} showMoment={showMoment} />
      {dasha.bhuktis.map((bhukti, j) => (
        <PeriodBar
          key={bhukti.period.start}
          bar={bhukti}
          level="bhukti"
          isShaded={(i + j) % 2 === 1}
          showMoment={showMoment}
        />
      ))}
    </g>
  ));
}

function AgeAxis({ layout }: { layout: TimelineLayout }) {
  const { t } = useTranslation();
  const y = ROW.axis - 12;
  return (
    <g className="timeline-axis">
      <line x1={layout.ticks[0]?.x ?? 0} x2={layout.width} y1={y} y2={y} />
      {layout.ticks.map((tick) => (
        <g key={tick.age}>
          <line x1={tick.x} x2={tick.x} y1={y - 4} y2={y + 4} />
          <text x={tick.x} y={ROW.axis + 4} textAnchor="middle">
            {tick.age === 0 ? t('Birth') : t('{{age}} y', { age: tick.age })}
          </text>
        </g>
      ))}
    </g>
  );
}

function TodayLine({ x }: { x: number }) {
  const { t } = useTranslation();
  return (
    <g className="timeline-today">
      <title>{t('Today')}</title>
      <line x1={x} x2={x} y1={ROW.markerTop} y2={ROW.axis - 12} />
      <text x={x + 3} y={ROW.dashaTop - 4}>
        {t('Today')}
      </text>
    </g>
  );
}

function EventMarkers({ layout }: { layout: TimelineLayout }) {
  const centre = ROW.markerTop + 9;
  return layout.markers.map((marker) => (
    <g key={marker.id} className="timeline-event">
      <title>{marker.title}</title>
      <line x1={marker.x} x2={marker.x} y1={centre + 9} y2={ROW.bhuktiTop + ROW.bhuktiHeight} />
      <circle cx={marker.x} cy={centre} r={9} />
      <text x={marker.x} y={centre} dominantBaseline="central" textAnchor="middle">
        {marker.ordinal}
      </text>
    </g>
  ));
}

/** Props of {@link DashaTimeline}. */
export interface DashaTimelineProps {
  schedule: PlanetSchedule;
  events: readonly TimelineEventInput[];
  /** The birth zone, hours east of UTC. */
  offsetHours: number;
  /** Now, milliseconds since 1970 UTC. */
  now: number;
  clientName: string;
  showMoment: MomentShower;
}

/**
 * The dasha timeline: mahadashas (upper row) and bhuktis (lower row) from the birth to the end of the
 * ninth mahadasha, today's line, and each life event as a numbered marker whose title names the event and
 * its date. The life fits the box's width down to 8 pixels a year (its words keep their size); a narrower
 * box (a phone) scrolls sideways; on paper it shrinks to the page's width (life-events.css).
 */
export function DashaTimeline({
  schedule,
  events,
  offsetHours,
  now,
  clientName,
  showMoment,
}: DashaTimelineProps) {
  const box = useBoxWidth();
  const layout = layoutTimeline({ schedule, events, offsetHours, now, fitWidth: box.width });
  const { t } = useTranslation();
  const name =
    events.length === 1
      ? t('Dasha timeline of {{name}}: mahadashas and bhuktis from the birth, today and 1 life event', {
          name: clientName,
        })
      : t('Dasha timeline of {{name}}: mahadashas and bhuktis from the birth, today and {{n}} life events', {
          name: clientName,
          n: events.length,
        });
  return (
    <div
      ref={box.ref}
      className="dasha-timeline-scroller"
      tabIndex={0}
      role="region"
      aria-label={t('Dasha timeline (scrolls sideways)')}
    >
      <svg
        className="dasha-timeline"
        role="img"
        aria-label={name}
        viewBox={`0 0 ${layout.width} ${ROW.height}`}
        width={layout.width}
        height={ROW.height}
      >
        <PeriodRows layout={layout} showMoment={showMoment} />
        <AgeAxis layout={layout} />
        {layout.todayX === null ? null : <TodayLine x={layout.todayX} />}
        <EventMarkers layout={layout} />
      </svg>
    </div>
  );
}
