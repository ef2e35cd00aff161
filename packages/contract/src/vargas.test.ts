import { describe, expect, it } from 'vitest';
import { vargaChartSchema, vargaTableSchema } from './vargas.js';

describe('varga answers', () => {
  it('a table row keeps its signs and a null Vimsopaka for the nodes', () => {
    const row = {
      body: 'Rahu',
      signs: { D1: 5, D9: 5 },
      vargottama: true,
      vargottamaCount: 1,
      vimsopaka: null,
    };
    expect(vargaTableSchema.parse({ rows: [row] }).rows[0]).toEqual(row);
  });
  it('refuses a sign out of range and a margin beyond a day', () => {
    const row = { body: 'Sun', signs: { D1: 12 }, vargottama: false, vargottamaCount: 0, vimsopaka: null };
    expect(vargaTableSchema.safeParse({ rows: [row] }).success).toBe(false);
    const pos = {
      body: 'Sun',
      sign: 1,
      degree: 3,
      vargottama: false,
      margin: { before: 86_401, after: null },
    };
    expect(vargaChartSchema.shape.positions.safeParse([pos]).success).toBe(false);
  });
});
