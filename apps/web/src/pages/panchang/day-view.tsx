import type { PanchangDayData, PanchangSpan } from '@kpdesk/contract';
import { Col, Row } from 'react-bootstrap';
import { RowsTable } from '../../components/chart-tables/header-rows';
import { timeOn, type PagePanchangWords } from './use-panchang-words';

/** A panchang table in the frame every chart table shares; a table of label-value rows has no header row. */

/** The day's facts: vara, rise and set, the convention and ayanamsa, the lunar month, samvat, ritu, ayana. */
function Facts({ day, w }: { day: PanchangDayData; w: PagePanchangWords }) {
  const at = (text: string | null) => timeOn(day.date, text);
  const facts: [string, string][] = [
    [w.label('vara'), day.vara ? `${w.vara(day.vara.weekday)} (${w.planet(day.vara.lord)})` : '—'],
    [w.label('sunrise'), at(day.sunrise)],
    [w.label('sunset'), at(day.sunset)],
    [w.label('moonrise'), at(day.moonrise)],
    [w.label('moonset'), at(day.moonset)],
    [
      w.label('sunriseConvention'),
      `${w.convention(day.sunriseConvention)}: ${w.conventionMeaning(day.sunriseConvention)}`,
    ],
    [w.label('ayanamsa'), `${day.ayanamsa.degrees.toFixed(6)}°`],
    [w.label('amanta'), w.lunarMonth(day.lunarMonth.amanta)],
    [w.label('purnimanta'), w.lunarMonth(day.lunarMonth.purnimanta)],
    [w.label('shakaSamvat'), `${day.samvat.shaka} (${w.samvatsara(day.samvat.shakaSamvatsara)})`],
    [w.label('vikramSamvat'), `${day.samvat.vikram} (${w.samvatsara(day.samvat.vikramSamvatsara)})`],
    [w.label('ritu'), w.ritu(day.ritu)],
    [w.label('ayana'), w.ayana(day.ayana)],
  ];
  return <RowsTable caption={w.label('panchang')} head={['', '']} rows={facts} />;
}

/** The five limbs, each element that overlaps the day with its own start and end. */
function Limbs({ day, w }: { day: PanchangDayData; w: PagePanchangWords }) {
  const at = (text: string) => timeOn(day.date, text);
  const rows: string[][] = [
    ...day.tithis.map((t) => [
      w.label('tithi'),
      `${w.tithi(t.number, t.paksha)} (${t.number})`,
      at(t.start),
      at(t.end),
    ]),
    ...day.nakshatras.map((n) => [
      w.label('nakshatra'),
      `${w.nakshatra(n.number)} (${n.number}), ${w.label('pada')} ${n.pada} · ${w.label('lord')} ${w.planet(n.lord)}`,
      at(n.start),
      at(n.end),
    ]),
    ...day.yogas.map((y) => [w.label('yoga'), `${w.yoga(y.number)} (${y.number})`, at(y.start), at(y.end)]),
    ...day.karanas.map((k) => [
      w.label('karana'),
      `${w.karana(k.number)} (${k.number})`,
      at(k.start),
      at(k.end),
    ]),
  ];
  const caption = [w.label('tithi'), w.label('nakshatra'), w.label('yoga'), w.label('karana')].join(' · ');
  return <RowsTable caption={caption} head={['', '', w.label('start'), w.label('end')]} rows={rows} />;
}

/** Rahu kalam and the other periods; a period the day has none of says so. */
function Periods({ day, w }: { day: PanchangDayData; w: PagePanchangWords }) {
  const at = (text: string) => timeOn(day.date, text);
  const row = (name: string, span: PanchangSpan | null) =>
    span ? [name, at(span.start), at(span.end)] : [name, w.label('none'), ''];
  const rows = [
    row(w.period('rahuKalam'), day.rahuKalam),
    row(w.period('yamaganda'), day.yamaganda),
    row(w.period('gulika'), day.gulika),
    row(w.period('abhijit'), day.abhijit),
    ...day.durMuhurtas.map((s) => row(w.period('durMuhurta'), s)),
    row(w.period('brahmaMuhurta'), day.brahmaMuhurta),
    row(w.period('vijayaMuhurta'), day.vijayaMuhurta),
    ...day.amritKalams.map((s) => row(w.period('amritKalam'), s)),
    ...day.varjyams.map((s) => row(w.period('varjyam'), s)),
  ];
  return <RowsTable caption={w.label('periods')} head={['', w.label('start'), w.label('end')]} rows={rows} />;
}

/** The 24 horas from sunrise, each with its lord. */
function Horas({ day, w }: { day: PanchangDayData; w: PagePanchangWords }) {
  const at = (text: string) => timeOn(day.date, text);
  const rows = day.horas.map((h, i) => [String(i + 1), w.planet(h.lord), at(h.start), at(h.end)]);
  return (
    <RowsTable
      caption={w.label('horas')}
      head={['#', w.label('lord'), w.label('start'), w.label('end')]}
      rows={rows}
    />
  );
}

/** The day view: facts and limbs beside the periods and horas. */
export function DayView({ day, w }: { day: PanchangDayData; w: PagePanchangWords }) {
  return (
    <Row className="g-3">
      <Col xs={12} lg={6}>
        {day.polar ? <p role="note">{w.label('polar')}</p> : null}
        <Facts day={day} w={w} />
        <Limbs day={day} w={w} />
      </Col>
      <Col xs={12} lg={6}>
        <Periods day={day} w={w} />
        <Horas day={day} w={w} />
      </Col>
    </Row>
  );
}
