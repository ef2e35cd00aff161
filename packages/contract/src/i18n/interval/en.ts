/** The English screen texts of the Cuspal In Interval and Planet In Interval searches; the English text is the key. */
export const INTERVAL_PHRASES = [
  // The sections (menu, region and table names) and the window form ('Date' and 'Calculate' are shared keys).
  'Cuspal In Interval',
  'Planet In Interval',
  'Start time',
  'End date',
  'End time',
  'Loading - Interval Search',
  // The grouping radios ('Sub Lord' and 'Star Lord' are shared keys).
  'Group',
  'No Group',
  // The note over the table: one whole sentence per kind and grouping, so no language glues parts together.
  'Every row is a moment, to the second, when a cusp changes its sign, star or sub lord; each cell shows sign lord-star lord-sub lord in force from that moment, changed cells in bold. ↑ starts the window at a row, ↓ ends it there.',
  'Every row is a moment, to the second, when a cusp changes its sign, star or sub lord; each cell shows the sub lord in force from that moment, changed cells in bold. ↑ starts the window at a row, ↓ ends it there.',
  'Every row is a moment, to the second, when a planet changes its sign, star or sub lord; each cell shows sign lord-star lord-sub lord in force from that moment, changed cells in bold. ↑ starts the window at a row, ↓ ends it there.',
  'Every row is a moment, to the second, when a planet changes its sign, star or sub lord; each cell shows the sub lord in force from that moment, changed cells in bold. ↑ starts the window at a row, ↓ ends it there.',
  'Every row is a moment, to the second, when a planet changes its sign, star or sub lord; each cell shows the star lord in force from that moment, changed cells in bold. ↑ starts the window at a row, ↓ ends it there.',
  // The table: its visible caption, the arrows' column and buttons, a cell's title and its hidden mark.
  'Cuspal In Interval: {{n}} rows, {{city}} (UTC{{offset}})',
  'Planet In Interval: {{n}} rows, {{city}} (UTC{{offset}})',
  'Move the window',
  'Start at {{moment}}',
  'End at {{moment}}',
  'Start here and calculate',
  'End here and calculate',
  '{{sign}}: sign lord {{signLord}}, star lord {{starLord}}, sub lord {{subLord}}',
  '(changed)',
] as const;

/** A screen text of this area. */
export type IntervalPhrase = (typeof INTERVAL_PHRASES)[number];
