import { useId, useState } from 'react';
import { Button, ButtonGroup, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';

const STEPS = [
  { seconds: -60, label: '−1 min', name: 'One minute earlier' },
  { seconds: -10, label: '−10 s', name: 'Ten seconds earlier' },
  { seconds: 10, label: '+10 s', name: 'Ten seconds later' },
  { seconds: 60, label: '+1 min', name: 'One minute later' },
];
/** Spans of the slider, seconds either side of its centre. */
const SPANS = [
  { seconds: 300, label: '±5 min' },
  { seconds: 1800, label: '±30 min' },
  { seconds: 7200, label: '±2 h' },
];

/** The step buttons: a minute or ten seconds either way. */
function StepButtons({ onStep }: { onStep: (seconds: number) => void }) {
  const { t } = useTranslation();
  return (
    <ButtonGroup size="sm" className="flex-wrap mb-2" aria-label={t('Move the birth time')}>
      {STEPS.map((s) => (
        <Button
          key={s.seconds}
          variant="outline-primary"
          aria-label={t(s.name)}
          onClick={() => onStep(s.seconds)}
        >
          {t(s.label)}
        </Button>
      ))}
    </ButtonGroup>
  );
}

/** The candidate's offset from the centre, '−m:ss' or '+m:ss'. */
function formatOffset(offset: number): string {
  const size = Math.abs(offset);
  return `${offset < 0 ? '−' : '+'}${Math.floor(size / 60)}:${String(size % 60).padStart(2, '0')}`;
}

/** The slider span select and the offset read-out. */
function SpanChoice({
  ids,
  span,
  offset,
  onSpan,
}: {
  ids: string;
  span: number;
  offset: number;
  onSpan: (s: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="d-flex flex-wrap align-items-center gap-2">
      <Form.Label htmlFor={`${ids}-span`} className="mb-0">
        {t('Slider span')}
      </Form.Label>
      <Form.Select
        id={`${ids}-span`}
        size="sm"
        className="w-auto"
        value={span}
        onChange={(e) => onSpan(Number(e.target.value))}
      >
        {SPANS.map((s) => (
          <option key={s.seconds} value={s.seconds}>
            {t(s.label)}
          </option>
        ))}
      </Form.Select>
      <output htmlFor={`${ids}-slider`} className="small">
        {t('{{offset}} from the centre', { offset: formatOffset(offset) })}
      </output>
    </div>
  );
}

/**
 * The time scrubber of the correction panel: step buttons and a slider over a chosen span around
 * the time it was centred on. `onShift` moves the candidate time by seconds from `centre`-relative offsets.
 */
export function TimeScrubber({
  offset,
  onStep,
  onSlide,
}: {
  /** Seconds of the candidate from the slider's centre. */
  offset: number;
  onStep: (seconds: number) => void;
  onSlide: (offsetFromCentre: number) => void;
}) {
  const [span, setSpan] = useState(SPANS[0]?.seconds ?? 300);
  const ids = useId();
  const { t } = useTranslation();
  return (
    <fieldset className="border rounded p-2 mb-3">
      <legend className="fs-6 float-none w-auto px-1 mb-0">{t('Time scrubber')}</legend>
      <StepButtons onStep={onStep} />
      <SpanChoice ids={ids} span={span} offset={offset} onSpan={setSpan} />
      <Form.Label htmlFor={`${ids}-slider`} className="visually-hidden">
        {t('Birth time offset in seconds')}
      </Form.Label>
      <Form.Range
        id={`${ids}-slider`}
        min={-span}
        max={span}
        step={1}
        value={Math.max(-span, Math.min(span, offset))}
        onChange={(e) => onSlide(Number(e.target.value))}
        style={{ touchAction: 'none', minHeight: '2rem' }}
      />
    </fieldset>
  );
}
