import type { ImportCommit, ImportPreview } from '@kpdesk/contract';
import type { TFunction } from 'i18next';
import { Alert, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';

/** The two choices a commit takes. */
export interface Choices {
  useProposedTimezones: boolean;
  includeDuplicates: boolean;
}

/** The commit's choices, each shown only when some row needs it, with how many rows it touches. */
export function ImportChoices({
  preview,
  choices,
  onChange,
}: {
  preview: ImportPreview;
  choices: Choices;
  onChange: (choices: Choices) => void;
}) {
  const { t } = useTranslation();
  const proposed = preview.rows.filter(
    (row) => row.action !== 'reject' && row.proposedTimezone !== null,
  ).length;
  const duplicates = preview.counts.skip;
  // One key per singular and plural, so each language writes its own noun form (1 पंक्ति, 3 पंक्तियाँ).
  return (
    <div className="my-3">
      {proposed > 0 ? (
        <Form.Check
          id="import-use-proposed"
          label={
            proposed === 1
              ? t("Use the atlas's proposed time zone where the file's differs (1 row)")
              : t("Use the atlas's proposed time zone where the file's differs ({{n}} rows)", { n: proposed })
          }
          checked={choices.useProposedTimezones}
          onChange={(e) => onChange({ ...choices, useProposedTimezones: e.target.checked })}
        />
      ) : null}
      {duplicates > 0 ? (
        <Form.Check
          id="import-include-duplicates"
          label={
            duplicates === 1
              ? t('Import likely duplicates too (1 row)')
              : t('Import likely duplicates too ({{n}} rows)', { n: duplicates })
          }
          checked={choices.includeDuplicates}
          onChange={(e) => onChange({ ...choices, includeDuplicates: e.target.checked })}
        />
      ) : null}
    </div>
  );
}

/** The stored clients with their new numbers: a count with a noun, so one key each for none, one and more. */
function storedClients(t: TFunction, stored: ImportCommit): string {
  const { clients, firstRunningId: first, lastRunningId: last } = stored;
  if (first === null) return t('Import stored: no clients.');
  if (clients === 1) return t('Import stored: 1 client (number {{first}}).', { first });
  return t('Import stored: {{n}} clients (numbers {{first}} to {{last}}).', {
    n: clients,
    first,
    last: last ?? first + clients - 1,
  });
}

/** What the commit stored, in words: the clients, then the other counts beside labels (no plural forms). */
export function StoredSummary({ stored }: { stored: ImportCommit }) {
  const { t } = useTranslation();
  return (
    <Alert variant="success" role="status" className="mt-3">
      {storedClients(t, stored)}{' '}
      {t(
        'Options Theory records: {{options}}, client settings: {{settings}}, corrected birth times: {{times}}, event judgements: {{events}}; skipped: {{skipped}}, rejected: {{rejected}}.',
        {
          options: stored.options,
          settings: stored.settings,
          times: stored.correctedBirthTimes,
          events: stored.events,
          skipped: stored.skipped,
          rejected: stored.rejected,
        },
      )}
    </Alert>
  );
}
