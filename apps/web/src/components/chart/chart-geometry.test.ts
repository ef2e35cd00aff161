import { describe, expect, it } from 'vitest';
import { fitText, toPointsAttribute, type TextToken } from './chart-geometry.js';

const planets = (...texts: string[]): TextToken[] => texts.map((text) => ({ text, role: 'planet' }));

describe('fitText', () => {
  it('keeps the largest font and packs short labels side by side in a wide box', () => {
    const fitted = fitText(planets('Sun', 'Ven', 'Mer'), { x: 0, y: 0, width: 100, height: 40 }, 13);
    expect(fitted.fontSize).toBe(13);
    expect(fitted.lines.map((line) => line.map((t) => t.text).join(' '))).toEqual(['Sun Ven Mer']);
  });

  it('shrinks the font until every line fits the box', () => {
    const tokens = planets('Sun* 26°04′', 'Ven(R)@ 19°17′', 'Mer* 20°16′', 'Jup@ 25°57′', 'I 19°25′');
    const box = { x: 0, y: 0, width: 92, height: 92 };
    const fitted = fitText(tokens, box, 13);
    expect(fitted.fontSize).toBeLessThan(13);
    expect(fitted.lines.length * fitted.lineHeight).toBeLessThanOrEqual(box.height);
    for (const line of fitted.lines) {
      const chars = line.map((t) => t.text).join(' ').length;
      expect(chars * fitted.fontSize * 0.6).toBeLessThanOrEqual(box.width);
    }
  });

  it('keeps one token a line when asked', () => {
    const fitted = fitText(planets('a', 'b'), { x: 0, y: 0, width: 200, height: 200 }, 13, true);
    expect(fitted.lines).toHaveLength(2);
  });
});

describe('toPointsAttribute', () => {
  it('writes x,y pairs rounded to hundredths', () => {
    expect(
      toPointsAttribute([
        [0, 0],
        [133.3333, 0],
        [66.666, 100],
      ]),
    ).toBe('0,0 133.33,0 66.67,100');
  });
});
