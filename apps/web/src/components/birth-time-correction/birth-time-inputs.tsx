import { useEffect, useState } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { CLIENT_MESSAGES, type LocalMoment } from '@kpdesk/contract';
import type { DisplayFormats } from '../../api/use-display-formats';
import { showMoment } from '../chart-tables/moment-display';
import { LAST_DATE, MomentFields } from '../interval-search/moment-fields';
import { completeMoment } from '../interval-search/moments';

interface BirthTimeInputsProps {
  /** The candidate, which the inputs follow when the scrubber moves it. */
  value: LocalMoment;
  /** The recorded birth. */
  original: LocalMoment;
  /** The page's date and time formats, which the recorded birth reads in. */
  formats: DisplayFormats;
  isSaving: boolean;
  onComplete: (moment: LocalMoment) => void;
  onSave: () => void;
  onReset: () => void;
}

/** Save and Reset, both idle while a save runs. */
function SaveAndReset({
  isSaving,
  onSave,
  onReset,
}: {
  isSaving: boolean;
  onSave: () => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Col xs="auto">
      {/* Level with the inputs while a message sits under one of them. */}
      <div className="form-label d-none d-sm-block" aria-hidden="true">
        &nbsp;
      </div>
      <div className="d-flex gap-2">
        <Button onClick={onSave} disabled={isSaving}>
          {t('Save')}
        </Button>
        <Button variant="outline-secondary" onClick={onReset} disabled={isSaving}>
          {t('Reset')}
        </Button>
      </div>
    </Col>
  );
}

/**
 * The message under a cleared input (the browser's date and time inputs read '' while cleared or half typed):
 * the client form's own words, since the correction is a birth date and time too.
 */
function missingParts(typed: LocalMoment): Partial<LocalMoment> {
  return {
    ...(typed.date ? {} : { date: CLIENT_MESSAGES.birthDateRequired }),
    ...(typed.time ? {} : { time: CLIENT_MESSAGES.birthTimeRequired }),
  };
}

/**
 * The correction's date and time inputs (spec §5: the date complete at 10 characters, up to 2999-12-31, a
 * year of five or more digits trimmed to four; the time complete with seconds) with Save and Reset. The
 * inputs follow the candidate when the scrubber moves it. A cleared input says so under it, and Save then
 * stores nothing (the preview stays on the last complete moment).
 */
export function BirthTimeInputs({
  value,
  original,
  formats,
  isSaving,
  onComplete,
  onSave,
  onReset,
}: BirthTimeInputsProps) {
  const [typed, setTyped] = useState<LocalMoment>(value);
  const { t } = useTranslation();
  useEffect(() => setTyped(value), [value]);
  const errors = missingParts(typed);
  const isComplete = Object.keys(errors).length === 0;
  const change = (next: LocalMoment) => {
    setTyped(next);
    const full = completeMoment(next);
    if (full && full.date <= LAST_DATE) onComplete(full);
  };
  return (
    <Form className="mb-3" onSubmit={(e) => e.preventDefault()}>
      <Row className="g-2 align-items-start">
        <MomentFields
          labels={{ date: t('Birth date'), time: t('Birth time') }}
          value={typed}
          errors={errors}
          onDate={(date) => change({ ...typed, date })}
          onTime={(time) => change({ ...typed, time })}
        />
        <SaveAndReset isSaving={isSaving} onSave={() => isComplete && onSave()} onReset={onReset} />
      </Row>
      <p className="small text-body-secondary mt-1 mb-0">
        {t('Recorded birth: {{moment}}. Reset previews and stores it again.', {
          moment: showMoment(original, formats),
        })}
      </p>
    </Form>
  );
}
