/**
 * Row highlights of the chart tables (chart-screens spec §1): a click toggles a highlight; on the KP
 * Cuspal and Planetary Position tables it cycles light green, red, none. Each state has a symbol and words
 * besides its colour, so the colour is never the only signal.
 */
export type Highlight = 'none' | 'marked' | 'green' | 'red';

/** How a table's rows answer a click. */
export type HighlightMode = 'toggle' | 'cycle';

/** The state after one click. */
export function nextHighlight(current: Highlight, mode: HighlightMode): Highlight {
  if (mode === 'toggle') return current === 'none' ? 'marked' : 'none';
  if (current === 'none') return 'green';
  return current === 'green' ? 'red' : 'none';
}

/** Bootstrap row class, visible symbol and spoken words of a state. */
export const HIGHLIGHT_LOOKS: Record<Highlight, { className: string; symbol: string; words: string }> = {
  none: { className: '', symbol: '', words: '' },
  marked: { className: 'table-warning', symbol: '•', words: 'highlighted' },
  green: { className: 'table-success', symbol: '✓', words: 'highlighted green' },
  red: { className: 'table-danger', symbol: '✗', words: 'highlighted red' },
};
