import {
  DEFAULT_TIME_ZONE,
  momentAtOffset,
  panchangDayRequestSchema,
  type PanchangDayInput,
  type ProfileView,
} from '@kpdesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Button, ButtonGroup, Card, Col, Form, Row } from 'react-bootstrap';
import type { UseFormReturn } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { messageOf } from '../../api/client';
import { saveFile } from '../../api/download';
import { panchangApi } from '../../api/panchang';
import { FormField } from '../../components/forms/form-field';
import { useContractForm } from '../../components/forms/use-contract-form';
import { useJudgementProfile } from '../../components/options/judgement-now';
import { PlaceFields } from '../../components/place-search/place-fields';
import { DayView } from './day-view';
import { MonthView } from './month-view';
import { usePanchangWords, type PagePanchangWords } from './use-panchang-words';

type View = 'day' | 'month';

/** The address keeps the date, the place and the view, so a reload or a link shows the same panchang. */
function fromAddress(params: URLSearchParams): PanchangDayInput | null {
  const date = params.get('date');
  if (date === null) return null;
  return {
    date,
    timezone: params.get('tz') ?? DEFAULT_TIME_ZONE,
    place: params.get('place') ?? '',
    latitude: params.get('lat') ?? '',
    longitude: params.get('lon') ?? '',
  };
}

function toAddress(values: PanchangDayInput, view: View): URLSearchParams {
  return new URLSearchParams({
    date: String(values.date),
    tz: String(values.timezone),
    place: String(values.place),
    lat: String(values.latitude),
    lon: String(values.longitude),
    view,
  });
}

/** Today on the profile's clock at the profile's place (the page's opening). */
function todayAtProfile(profile: ProfileView | null): PanchangDayInput {
  const timezone = profile?.timezone ?? DEFAULT_TIME_ZONE;
  return {
    date: momentAtOffset(Date.now(), Number(timezone)).date,
    timezone,
    place: profile?.city ?? '',
    latitude: profile?.latitude ?? '',
    longitude: profile?.longitude ?? '',
  };
}

/** A date shifted by whole days, 'yyyy-MM-dd'. */
const shiftDate = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

function PlaceForm({
  initial,
  onShow,
  w,
}: {
  initial: PanchangDayInput;
  onShow: (v: PanchangDayInput) => void;
  w: PagePanchangWords;
}) {
  const state = useContractForm(panchangDayRequestSchema, initial);
  // The field components type a form whose parsed values have the input's shape (this schema parses none).
  const form = state.form as unknown as UseFormReturn<PanchangDayInput>;
  const submit = state.submit(() => {
    onShow(form.getValues());
    return Promise.resolve('');
  });
  return (
    <Card className="mb-3 screen-only">
      <Card.Body>
        <Form noValidate onSubmit={(e) => void submit(e)} aria-label={w.label('panchang')}>
          <Row>
            <Col sm={4}>
              <FormField form={form} name="date" type="date" label={w.label('date')} />
            </Col>
            <Col sm={8}>
              <FormField form={form} name="timezone" inputMode="decimal" label={w.t('Time zone')} />
            </Col>
          </Row>
          <PlaceFields
            form={form}
            names={{ place: 'place', latitude: 'latitude', longitude: 'longitude' }}
            label={w.t('Place')}
          />
          <Button type="submit">{w.label('panchang')}</Button>
        </Form>
      </Card.Body>
    </Card>
  );
}

function usePanchang(values: PanchangDayInput | null, view: View) {
  const date = String(values?.date ?? '');
  const day = useQuery({
    queryKey: ['panchang', 'day', JSON.stringify(values)],
    queryFn: () => panchangApi.day(values as PanchangDayInput),
    enabled: values !== null && view === 'day',
    retry: false,
  });
  const month = useQuery({
    queryKey: ['panchang', 'month', date.slice(0, 7), JSON.stringify({ ...values, date: undefined })],
    queryFn: () =>
      panchangApi.month({
        ...(values as PanchangDayInput),
        year: Number(date.slice(0, 4)),
        month: Number(date.slice(5, 7)),
      }),
    enabled: values !== null && view === 'month',
    retry: false,
  });
  return view === 'day' ? day : month;
}

/**
 * Panchang (/panchang.html): the panchang of any day at any place, opening on today at the profile's place;
 * the day view lists every limb with its start and end, the periods and the 24 horas, with the convention and
 * ayanamsa named; the month view is a calendar of the limbs at each sunrise. Print and a one-page PDF.
 */
export function PanchangPage() {
  const w = usePanchangWords();
  const [params, setParams] = useSearchParams();
  const { isLoading, profile } = useJudgementProfile();
  const view: View = params.get('view') === 'month' ? 'month' : 'day';
  const values = fromAddress(params) ?? (isLoading ? null : todayAtProfile(profile));
  const query = usePanchang(values && values.place !== '' ? values : null, view);
  const [failure, setFailure] = useState<string | null>(null);
  if (values === null) return <p role="status">{w.label('panchang')}…</p>;
  const show = (next: PanchangDayInput, nextView: View = view) => setParams(toAddress(next, nextView));
  const download = async () => {
    setFailure(null);
    try {
      saveFile(await panchangApi.pdf(values));
    } catch (error) {
      setFailure(messageOf(error));
    }
  };
  const zone = `UTC${Number(values.timezone) >= 0 ? '+' : ''}${String(values.timezone)}`;
  return (
    <section aria-labelledby="panchang-title" className="mb-3">
      <h1 id="panchang-title" className="h4">
        {w.label('panchang')} · {String(values.date)} · {String(values.place)}
      </h1>
      <p className="small">
        {w.label('timesOn')} {zone}
      </p>
      <PlaceForm key={params.toString()} initial={values} onShow={(v) => show(v)} w={w} />
      <div className="d-flex flex-wrap gap-2 mb-3 screen-only">
        <ButtonGroup aria-label={w.label('panchang')}>
          <Button
            variant="outline-primary"
            aria-pressed={view === 'day'}
            active={view === 'day'}
            onClick={() => show(values, 'day')}
          >
            {w.label('dayView')}
          </Button>
          <Button
            variant="outline-primary"
            aria-pressed={view === 'month'}
            active={view === 'month'}
            onClick={() => show(values, 'month')}
          >
            {w.label('monthView')}
          </Button>
        </ButtonGroup>
        <Button
          variant="outline-secondary"
          onClick={() => show({ ...values, date: shiftDate(String(values.date), view === 'day' ? -1 : -28) })}
        >
          {w.label('previous')}
        </Button>
        <Button
          variant="outline-secondary"
          onClick={() => show({ ...values, date: shiftDate(String(values.date), view === 'day' ? 1 : 31) })}
        >
          {w.label('next')}
        </Button>
        <Button variant="outline-secondary" onClick={() => window.print()}>
          {w.t('Print')}
        </Button>
        {view === 'day' ? (
          <Button variant="outline-secondary" onClick={() => void download()}>
            {w.t('Download PDF')}
          </Button>
        ) : null}
      </div>
      {failure ? <Alert variant="danger">{w.t(failure)}</Alert> : null}
      {query.error ? <Alert variant="danger">{w.t(messageOf(query.error))}</Alert> : null}
      {query.isFetching ? <p role="status">{w.label('panchang')}…</p> : null}
      {query.data && view === 'day' && 'horas' in query.data.data ? (
        <DayView day={query.data.data} w={w} />
      ) : null}
      {query.data && view === 'month' && 'days' in query.data.data ? (
        <MonthView month={query.data.data} w={w} onOpenDay={(date) => show({ ...values, date }, 'day')} />
      ) : null}
    </section>
  );
}
