/** GET /chart/piltchart/1/7 of the Appendix A client (see prosperity-fixtures.ts), four of its periods. */
import type { PiltChart } from '@kpdesk/contract';

export const PILT_CHART: PiltChart = {
  tables: [
    {
      planet: 'Ket',
      rows: [
        { element: 'Planet', planet: 'Ket', sign: 'Gemini', support: 6, supportClass: 'Mixed' },
        { element: 'Star lord', planet: 'Jup', sign: 'Libra', support: 6, supportClass: 'Mixed' },
        { element: 'Sub lord', planet: 'Ket', sign: 'Gemini', support: 6, supportClass: 'Mixed' },
      ],
    },
    {
      planet: 'Ven',
      rows: [
        { element: 'Planet', planet: 'Ven', sign: 'Leo', support: 8, supportClass: 'Unfavorable' },
        { element: 'Star lord', planet: 'Ven', sign: 'Leo', support: 8, supportClass: 'Unfavorable' },
        { element: 'Sub lord', planet: 'Rag', sign: 'Sagittarius', support: 5, supportClass: 'Mixed' },
      ],
    },
    {
      planet: 'Sun',
      rows: [
        { element: 'Planet', planet: 'Sun', sign: 'Leo', support: 5, supportClass: 'Mixed' },
        { element: 'Star lord', planet: 'Ven', sign: 'Leo', support: 8, supportClass: 'Unfavorable' },
        { element: 'Sub lord', planet: 'Ket', sign: 'Gemini', support: 6, supportClass: 'Mixed' },
      ],
    },
    {
      planet: 'Mon',
      rows: [
        { element: 'Planet', planet: 'Mon', sign: 'Aquarius', support: 3, supportClass: 'Favorable' },
        { element: 'Star lord', planet: 'Jup', sign: 'Libra', support: 6, supportClass: 'Mixed' },
        { element: 'Sub lord', planet: 'Sat', sign: 'Aquarius', support: 6, supportClass: 'Mixed' },
      ],
    },
    {
      planet: 'Mar',
      rows: [
        { element: 'Planet', planet: 'Mar', sign: 'Scorpio', support: 1, supportClass: 'Favorable' },
        { element: 'Star lord', planet: 'Sat', sign: 'Aquarius', support: 6, supportClass: 'Mixed' },
        { element: 'Sub lord', planet: 'Sat', sign: 'Aquarius', support: 6, supportClass: 'Mixed' },
      ],
    },
    {
      planet: 'Rag',
      rows: [
        { element: 'Planet', planet: 'Rag', sign: 'Sagittarius', support: 5, supportClass: 'Mixed' },
        { element: 'Star lord', planet: 'Ven', sign: 'Leo', support: 8, supportClass: 'Unfavorable' },
        { element: 'Sub lord', planet: 'Ket', sign: 'Gemini', support: 6, supportClass: 'Mixed' },
      ],
    },
    {
      planet: 'Jup',
      rows: [
        { element: 'Planet', planet: 'Jup', sign: 'Libra', support: 6, supportClass: 'Mixed' },
        { element: 'Star lord', planet: 'Jup', sign: 'Libra', support: 6, supportClass: 'Mixed' },
        { element: 'Sub lord', planet: 'Ket', sign: 'Gemini', support: 6, supportClass: 'Mixed' },
      ],
    },
    {
      planet: 'Sat',
      rows: [
        { element: 'Planet', planet: 'Sat', sign: 'Aquarius', support: 6, supportClass: 'Mixed' },
        { element: 'Star lord', planet: 'Rag', sign: 'Sagittarius', support: 5, supportClass: 'Mixed' },
        { element: 'Sub lord', planet: 'Mer', sign: 'Virgo', support: 4, supportClass: 'Mixed' },
      ],
    },
    {
      planet: 'Mer',
      rows: [
        { element: 'Planet', planet: 'Mer', sign: 'Virgo', support: 4, supportClass: 'Mixed' },
        { element: 'Star lord', planet: 'Mon', sign: 'Aquarius', support: 3, supportClass: 'Favorable' },
        { element: 'Sub lord', planet: 'Ket', sign: 'Gemini', support: 6, supportClass: 'Mixed' },
      ],
    },
  ],
  planetOrder: [
    { planet: 'Mar', order: 0, category: 1 },
    { planet: 'Mon', order: 0, category: 3 },
    { planet: 'Mer', order: 0, category: 4 },
    { planet: 'Sun', order: 0, category: 5 },
    { planet: 'Rag', order: 0, category: 5 },
    { planet: 'Ket', order: 0, category: 6 },
    { planet: 'Jup', order: 0, category: 6 },
    { planet: 'Sat', order: 0, category: 6 },
    { planet: 'Ven', order: 0, category: 8 },
  ],
  rankedPlanets: ['Mar', 'Mon', 'Mer'],
  periods: [
    {
      dasha: 'Mars',
      bhukti: 'Mars',
      antara: 'Mercury',
      start: '2026-12-20 20:15:36',
      end: '2027-01-10 23:20:56',
    },
    {
      dasha: 'Mars',
      bhukti: 'Mars',
      antara: 'Moon',
      start: '2027-02-20 23:41:51',
      end: '2027-03-05 09:59:06',
    },
    {
      dasha: 'Mars',
      bhukti: 'Mercury',
      antara: 'Mercury',
      start: '2030-04-07 15:32:06',
      end: '2030-05-28 23:02:11',
    },
    {
      dasha: 'Mars',
      bhukti: 'Mercury',
      antara: 'Moon',
      start: '2030-09-05 13:35:51',
      end: '2030-10-05 18:00:36',
    },
  ],
};
