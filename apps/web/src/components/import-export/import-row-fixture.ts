import type { ImportRow } from '@kpdesk/contract';

/** A previewed client row as the server answers it (a New York birth, nothing wrong), with `overrides`. */
export function importRow(overrides: Partial<ImportRow>): ImportRow {
  return {
    position: 2,
    source: 'line 2',
    kind: 'client',
    name: 'Meena',
    birthDate: '1990-07-15',
    birthTime: '09:30:00',
    birthTimezone: -5,
    birthCity: 'New York city',
    action: 'create',
    problems: [],
    proposedTimezone: null,
    duplicateOf: null,
    settings: false,
    events: 0,
    ...overrides,
  };
}
