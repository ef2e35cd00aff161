import { COMMENT_MAX_LENGTH, EVENT_MESSAGES, sanitizeComment } from '@kpdesk/contract';
import { useId } from 'react';
import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';

/** The comment as the box keeps it (spec §5): &, < and > removed as typed, at most 1000 characters. */
export const keepComment = (text: string) => sanitizeComment(text).slice(0, COMMENT_MAX_LENGTH);

/** The report's comment box with the spec's hint and the 'Char : ' counter of characters left. */
export function CommentBox({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  const hintId = useId();
  const counterId = useId();
  const { t } = useTranslation();
  return (
    <Form.Group controlId="event-report-comment" className="mb-2">
      <Form.Label>{t('Comment')}</Form.Label>
      <Form.Control
        as="textarea"
        rows={8}
        value={value}
        maxLength={COMMENT_MAX_LENGTH}
        aria-describedby={`${hintId} ${counterId}`}
        onChange={(e) => onChange(keepComment(e.target.value))}
      />
      <div className="d-flex justify-content-between flex-wrap gap-2 small mt-1">
        <span id={hintId} className="text-body-secondary">
          {EVENT_MESSAGES.commentHint}
        </span>
        <span id={counterId}>
          {EVENT_MESSAGES.commentCounterPrefix}
          {COMMENT_MAX_LENGTH - value.length}
        </span>
      </div>
    </Form.Group>
  );
}
