import { describe, expect, it } from 'vitest';
import { foldPlaceText } from './fold-text.js';

describe('foldPlaceText', () => {
  it('lowercases and strips accents', () => {
    expect(foldPlaceText('São Paulo')).toBe('sao paulo');
    expect(foldPlaceText('Kodaikānāl')).toBe('kodaikanal');
    expect(foldPlaceText('MÜNCHEN')).toBe('munchen');
  });

  it('maps letters NFD keeps whole', () => {
    expect(foldPlaceText('Tromsø')).toBe('tromso');
    expect(foldPlaceText('Łódź')).toBe('lodz');
    expect(foldPlaceText('Straße')).toBe('strasse');
  });

  it('treats hyphens as spaces and drops apostrophes and dots', () => {
    expect(foldPlaceText('Saint-Denis')).toBe('saint denis');
    expect(foldPlaceText("Nuku'alofa")).toBe('nukualofa');
    expect(foldPlaceText('  St. Louis  ')).toBe('st louis');
  });
});
