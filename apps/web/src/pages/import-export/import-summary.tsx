import { countOf, type ImportCommit, type ImportPreview } from '@kpdesk/contract';
import { Alert, Form } from 'react-bootstrap';

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
  const proposed = preview.rows.filter(
    (row) => row.action !== 'reject' && row.proposedTimezone !== null,
  ).length;
  const duplicates = preview.counts.skip;
  return (
    <div className="my-3">
      {proposed > 0 ? (
        <Form.Check
          id="import-use-proposed"
          label={`Use the atlas's proposed time zone where the file's differs (${countOf(proposed, 'row')})`}
          checked={choices.useProposedTimezones}
          onChange={(e) => onChange({ ...choices, useProposedTimezones: e.target.checked })}
        />
      ) : null}
      {duplicates > 0 ? (
        <Form.Check
          id="import-include-duplicates"
          label={`Import likely duplicates too (${countOf(duplicates, 'row')})`}
          checked={choices.includeDuplicates}
          onChange={(e) => onChange({ ...choices, includeDuplicates: e.target.checked })}
        />
      ) : null}
    </div>
  );
}

/** What the commit stored, in words. */
export function StoredSummary({ stored }: { stored: ImportCommit }) {
  const numbers =
    stored.firstRunningId === null
      ? ''
      : ` (numbers ${stored.firstRunningId} to ${stored.lastRunningId ?? ''})`;
  return (
    <Alert variant="success" role="status" className="mt-3">
      Import stored: {countOf(stored.clients, 'client')}
      {numbers}, {countOf(stored.options, 'Options Theory record')}, {stored.settings} client settings,{' '}
      {stored.correctedBirthTimes} corrected birth times, {stored.events} event judgements. {stored.skipped}{' '}
      skipped, {stored.rejected} rejected.
    </Alert>
  );
}
