import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../../api/client';
import { PdfButton } from '../../../components/chart-page/pdf-button';
import { PrintButton } from '../../../components/chart-page/print-button';
import { pdfApi } from '../../../api/pdf';
import { eventsApi } from '../../../api/events';
import { CommentBox, keepComment } from './comment-box';
import type { EventPanelProps } from '../shared/event-panel-props';
import { JudgementState, PanelActions } from '../shared/panel-actions';
import { SavingPanel, type JudgementEditorProps, type JudgementSave } from '../shared/saving-panel';
import { SAVE_TEXTS } from '../shared/use-event-save';
import { ReportSummary } from './report-summary';

type CommentBody = Parameters<typeof eventsApi.savePrediction>[0];

function AstrologerReport({ runningId, eventData, saving }: JudgementEditorProps<CommentBody>) {
  const saved = eventData.userEvent;
  const eventId = eventData.currentEvent.id;
  const [comment, setComment] = useState(saved.prediction);
  const { t } = useTranslation();
  const generate = useMutation({
    mutationFn: () => eventsApi.generatePrediction(runningId, eventId),
    onSuccess: (text) => setComment(keepComment(text)),
  });
  return (
    <>
      <CommentBox value={comment} onChange={setComment} />
      {generate.isError ? <Alert variant="danger">{messageOf(generate.error)}</Alert> : null}
      <PanelActions
        saving={saving}
        onSave={() => saving.save({ userId: runningId, eventId, prediction: comment })}
        onReset={() => setComment(saved.prediction)}
      >
        <Button variant="outline-primary" onClick={() => generate.mutate()} disabled={generate.isPending}>
          {generate.isPending ? t('Generating…') : t('Generate')}
        </Button>
        <PrintButton label="Print report" />
        <PdfButton
          label="Download report PDF"
          download={() => pdfApi.eventReport(runningId, eventData.currentEvent.key)}
        />
      </PanelActions>
      <h3 className="h6">{t('Summary of the judgement')}</h3>
      <JudgementState isSaved={saved.isSaved} />
      <ReportSummary data={eventData} />
    </>
  );
}

const COMMENT_SAVE: JudgementSave<CommentBody> = {
  label: 'Report',
  texts: SAVE_TEXTS.comment,
  send: eventsApi.savePrediction,
  savedValuesOf: ({ userEvent }) => userEvent.prediction,
};

/**
 * The Astrologer Report panel (spec "Astrologer Report panel", §4 "Comment", §5): the comment box, Generate
 * (fills the box with the server's text, storing nothing), Save and Reset (the saved text), and a summary
 * of the destiny and planet results.
 */
export function ReportPanel(props: EventPanelProps) {
  return <SavingPanel {...props} judgement={COMMENT_SAVE} Editor={AstrologerReport} />;
}
