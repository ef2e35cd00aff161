import type { ReactNode } from 'react';
import { formatGmtOffset, type OptionResult } from '@kpdesk/contract';
import type { TFunction } from 'i18next';
import { Card, Col, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useDateFormatter } from '../../api/use-display-formats';
import { CalculationProfileText } from '../chart-page/calculation-profile';
import { HighlightTable } from '../chart-tables/highlight-table';

/** The moment and place a result was judged for. */
export interface JudgementMoment {
  date: string;
  time: string;
  timezone: number;
  place: string;
  latitude: number;
  longitude: number;
}

/** A coordinate with its hemisphere letter in the display language ("12.97° N"). */
function degrees(t: TFunction, value: number, axis: 'latitude' | 'longitude'): string {
  const degrees = Math.abs(value);
  if (axis === 'latitude')
    return value < 0 ? t('{{degrees}}° S', { degrees }) : t('{{degrees}}° N', { degrees });
  return value < 0 ? t('{{degrees}}° W', { degrees }) : t('{{degrees}}° E', { degrees });
}

/** The big result number labelled Option Choice (spec §2), with the chosen option's text when given. */
export function OptionChoice({ result, text }: { result: number; text?: string }) {
  const { t } = useTranslation();
  return (
    <div className="text-center my-3">
      <p className="mb-0 fw-semibold" id="option-choice-label">
        {t('Option Choice')}
      </p>
      <output className="d-block display-1 fw-bold text-primary" aria-labelledby="option-choice-label">
        {result}
      </output>
      {text ? <p className="fs-4 mb-0">{text}</p> : null}
    </div>
  );
}

/**
 * What the result was computed from, as every chart page states it: the moment and place of judgement,
 * then the calculation profile (ayanamsa and correction, node, houses, ephemeris, the moment in UT).
 */
export function JudgementProfile({ moment, result }: { moment: JudgementMoment; result: OptionResult }) {
  const { t } = useTranslation();
  const showDate = useDateFormatter();
  const judged = {
    date: showDate(moment.date),
    time: moment.time,
    offset: formatGmtOffset(moment.timezone),
    place: moment.place,
    latitude: degrees(t, moment.latitude, 'latitude'),
    longitude: degrees(t, moment.longitude, 'longitude'),
  };
  return (
    <div className="small text-body-secondary calculation-profile">
      <p className="mb-1" aria-label={t('Moment of judgement')}>
        {t('Judged for {{date}} {{time}} (GMT{{offset}}) at {{place}} ({{latitude}}, {{longitude}})', judged)}
      </p>
      <CalculationProfileText profile={result.profile} className="mb-2" />
    </div>
  );
}

const retroText = (isRetro: boolean) => (isRetro ? 'Yes' : 'No');

/** The table #, Lord, Retro, Value with rows Ascendant, Moon Star, Moon Sign, Day and the Total (spec §2). */
export function OptionTable({ result: r }: { result: OptionResult }) {
  const { t } = useTranslation();
  const rows = [
    ['Ascendant', r.ascendantLord, retroText(r.ascendantRetro), r.ascendantValue],
    ['Moon Star', r.moonStarLord, retroText(r.moonStarRetro), r.moonStarValue],
    ['Moon Sign', r.moonSignLord, retroText(r.moonSignRetro), r.moonSignValue],
    ['Day', r.dayLord, retroText(r.dayRetro), r.dayValue],
    ['Total', '', '', r.total],
  ];
  // "Retro" is the spec's column; for the Moon (never retrograde) it can only mean the star test, so say so.
  return (
    <>
      <HighlightTable
        caption="Ruling planets of the moment"
        columns={['#', 'Lord', 'Retro', 'Value']}
        rows={rows}
      />
      <p className="small text-body-secondary">
        {t(
          'Retro Yes: the lord is retrograde or stands in the star of a retrograde planet, and its row counts 0.',
        )}
      </p>
    </>
  );
}

/**
 * Keeps the result in view beside a long form on wide screens (it sticks under the header and the section
 * menu); on narrow screens it simply follows the form.
 */
function StickyResult({ children }: { children: ReactNode }) {
  return (
    <div
      className="sticky-lg-top"
      style={{ top: 'calc(var(--site-header-height, 0px) + 4.5rem)', zIndex: 1 }}
    >
      {children}
    </div>
  );
}

/** The options pages' layout: the form's card on the left (7 of 12 columns when wide), the result beside it. */
export function FormBesideResult({ children, result }: { children: ReactNode; result: ReactNode }) {
  return (
    <Row className="g-3">
      <Col lg={7}>
        <Card className="shadow-sm">
          <Card.Body>{children}</Card.Body>
        </Card>
      </Col>
      <Col lg={5}>
        <StickyResult>{result}</StickyResult>
      </Col>
    </Row>
  );
}
