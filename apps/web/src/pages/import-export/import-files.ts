import { IMPORT_LIMITS, IMPORT_MESSAGES, type ImportFormat, type ImportPreviewInput } from '@kpdesk/contract';

/** The formats offered, with the files each accepts. */
export const FORMAT_CHOICES: readonly { value: ImportFormat; label: string; accept: string }[] = [
  { value: 'csv', label: 'CSV with a header row', accept: '.csv,text/csv' },
  { value: 'json', label: 'KP Astro Desk practice file (JSON)', accept: '.json,application/json' },
  { value: 'jhd', label: 'Jagannatha Hora charts (.jhd, one or many)', accept: '.jhd' },
];

/** The preview's `content` of the chosen files, or the refusal of files beyond the size limit (not sent). */
export async function readImportContent(
  format: ImportFormat,
  files: readonly File[],
): Promise<{ content: ImportPreviewInput['content'] } | { error: string }> {
  const bytes = files.reduce((sum, file) => sum + file.size, 0);
  if (bytes > IMPORT_LIMITS.maxBytes) return { error: IMPORT_MESSAGES.contentTooLarge };
  if (format !== 'jhd') return { content: (await files[0]?.text()) ?? '' };
  const texts = await Promise.all(files.map(async (file) => ({ name: file.name, text: await file.text() })));
  return { content: texts };
}
