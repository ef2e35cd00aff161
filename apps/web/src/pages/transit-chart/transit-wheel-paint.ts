/**
 * How the transit wheel is painted, as SVG presentation attributes (the site's Content-Security-Policy allows
 * no inline style sheet). The rings tell transit from natal by place; the colours only help the eye.
 */
const TEXT = { textAnchor: 'middle', dominantBaseline: 'central' } as const;

/** Line kinds of the wheel. */
export const WHEEL_STROKES = {
  line: { stroke: '#6c757d', strokeWidth: 1, fill: 'none' },
  divider: { stroke: '#212529', strokeWidth: 1.5, fill: 'none' },
  ascendant: { stroke: '#212529', strokeWidth: 2.5, fill: 'none' },
  tick: { stroke: '#212529', strokeWidth: 2 },
  leader: { stroke: '#adb5bd', strokeWidth: 0.75 },
} as const;

/** Text kinds of the wheel: sizes in drawing units (the 400-unit box shrinks to about 340 px at 375 px). */
export const WHEEL_TEXT = {
  sign: { ...TEXT, fontSize: 12, fill: '#495057' },
  house: { ...TEXT, fontSize: 11, fill: '#6c757d' },
  transit: { ...TEXT, fontSize: 13, fontWeight: 700, fill: '#0a58ca' },
  natal: { ...TEXT, fontSize: 13, fontWeight: 600, fill: '#212529' },
  retro: { ...TEXT, fontSize: 10, fill: '#b02a37' },
} as const;
