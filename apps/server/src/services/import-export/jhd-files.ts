/** Reading Jagannatha Hora chart files: one client a file, named after the file. */
import { formatCoordinate, IMPORT_LIMITS, IMPORT_MESSAGES, type ImportProblem } from '@kpdesk/contract';
import { badRequest } from '../../errors.js';
import type { ClientCandidate } from './client-check.js';
import { nameFromFileName, parseJhd } from './jhd-chart.js';

/** A file sent as plain text has no name: its client gets this one (and a warning). */
const UNNAMED_CHART = 'JHora chart';

function placeFromCoordinates(latitude: number, longitude: number): string {
  return `${formatCoordinate(latitude, 'N', 'latitude')} ${formatCoordinate(longitude, 'N', 'longitude')}`;
}

function toCandidate(file: { name: string; text: string }, i: number): ClientCandidate {
  const parsed = parseJhd(file.text);
  const source = file.name || `file ${i + 1}`;
  const base = { position: i + 1, source, hasTimezone: true, texts: {} };
  const firstName = file.name ? nameFromFileName(file.name) : UNNAMED_CHART;
  const problems: ImportProblem[] = file.name
    ? []
    : [
        {
          field: 'firstName',
          severity: 'warning',
          message: `The file has no name: the client is named '${UNNAMED_CHART}'`,
          value: null,
        },
      ];
  if ('problems' in parsed) {
    const lineProblems = parsed.problems.map((p) => ({
      field: p.field,
      severity: 'error' as const,
      message: p.message,
      value: p.value,
    }));
    return { ...base, input: { firstName }, problems: [...problems, ...lineProblems] };
  }
  const { place, ...chart } = parsed.chart;
  if (place === null)
    problems.push({
      field: 'birthCity',
      severity: 'warning',
      message: 'The file names no place: the place is named after its coordinates',
      value: null,
    });
  const birthCity = place ?? placeFromCoordinates(chart.birthLatitude, chart.birthLongitude);
  const texts = { birthDate: chart.birthDate, birthTime: chart.birthTime };
  return { ...base, texts, input: { ...chart, firstName, birthCity }, problems };
}

/** The clients of one or many .jhd files (a plain text is one file without a name). */
export function readJhdFiles(content: string | { name: string; text: string }[]) {
  const files = typeof content === 'string' ? [{ name: '', text: content }] : content;
  if (files.length > IMPORT_LIMITS.maxClients) throw badRequest(IMPORT_MESSAGES.tooManyClients);
  return files.map(toCandidate);
}
