import type { VerdictAid } from '@kpdesk/contract';
import { Alert, Card, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { describeVerdictSteps } from './verdict-steps';

/** The catalogue's events by their dropdown heading, in catalogue order. */
function byMenuGroup(aids: readonly VerdictAid[]): [string, VerdictAid[]][] {
  const groups = new Map<string, VerdictAid[]>();
  for (const aid of aids) groups.set(aid.menuGroup, [...(groups.get(aid.menuGroup) ?? []), aid]);
  return [...groups];
}

/** The catalogue's aids, the matter chosen (its event id, or none) and the choice of another. */
interface VerdictAidProps {
  aids: readonly VerdictAid[];
  eventId: number | null;
  onChange: (eventId: number | null) => void;
}

/** The matter of the question: the catalogue's events under their dropdown headings. */
function MatterSelect({ aids, eventId, onChange }: VerdictAidProps) {
  const { t } = useTranslation();
  return (
    <Form.Group className="mb-3" controlId="horary-matter">
      <Form.Label>{t('Matter')}</Form.Label>
      <Form.Select
        value={eventId ?? ''}
        onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      >
        <option value="">{t('Choose the matter of the question')}</option>
        {byMenuGroup(aids).map(([group, events]) => (
          <optgroup key={group} label={t(group, { defaultValue: group })}>
            {events.map((aid) => (
              <option key={aid.eventId} value={aid.eventId}>
                {t(aid.eventName, { defaultValue: aid.eventName })}
              </option>
            ))}
          </optgroup>
        ))}
      </Form.Select>
    </Form.Group>
  );
}

/**
 * The verdict aid: pick a matter from the event catalogue and read the KP rule's steps for it in this
 * chart. It is an aid, not a verdict: the astrologer weighs the steps (and what the page does not judge,
 * such as a retrograde sub lord) and decides.
 */
export function VerdictAidPanel({ aids, eventId, onChange }: VerdictAidProps) {
  const { t } = useTranslation();
  const chosen = aids.find((aid) => aid.eventId === eventId) ?? null;
  return (
    <Card as="section" className="mb-3 shadow-sm" aria-labelledby="verdict-aid-title">
      <Card.Body>
        <h2 id="verdict-aid-title" className="h5">
          {t('Verdict aid')}
        </h2>
        <p className="small text-body-secondary">
          {t(
            'Not a verdict: the steps of the KP rule for the matter, laid out so that you can check them and judge.',
          )}
        </p>
        <MatterSelect aids={aids} eventId={eventId} onChange={onChange} />
        {chosen ? (
          <ol
            aria-label={t('Verdict aid for {{matter}}', {
              matter: t(chosen.eventName, { defaultValue: chosen.eventName }),
            })}
            className="mb-0"
          >
            {describeVerdictSteps(t, chosen).map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        ) : (
          <Alert variant="info" className="mb-0 py-2">
            {t('Choose a matter to see its steps.')}
          </Alert>
        )}
      </Card.Body>
    </Card>
  );
}
