import { momentAtOffset, type LocalMoment, type TransitTimingInput } from '@kpdesk/contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Alert } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { chartsApi } from '../../api/charts';
import { ApiError, messageOf } from '../../api/client';
import { transitApi } from '../../api/transit';
import { LoadingText, useChartQuery } from '../../components/chart-page/chart-query';
import { useUrlParam } from '../../components/chart-page/url-param';
import { useClientFormats } from '../../components/chart-tables/moment-display';
import { TransitTimingForm } from './transit-timing-form';
import {
  checkTimingBody,
  defaultTo,
  fieldOfRefusal,
  timingChoicesFromAddress,
  timingChoicesToAddress,
  toTimingBody,
  type TimingChoices,
  type TimingErrors,
} from './transit-timing-request';
import { TransitTimingTable } from './transit-timing-table';

/** The choices before the astrologer makes any: Saturn over the natal Moon from `now`, 20 years on. */
function openingChoices(now: LocalMoment): TimingChoices {
  return {
    planet: 'Saturn',
    kind: 'conjunction',
    natalPoint: 'Moon',
    lord: 'Venus',
    level: 'star',
    from: now,
    to: defaultTo('Saturn', now),
  };
}

/** The form's state: the choices, and whether the astrologer set the end (else it follows the planet). */
function useTimingChoices(now: LocalMoment, searched: TimingChoices | null) {
  const [choices, setChoices] = useState(() => searched ?? openingChoices(now));
  const [isToTyped, setToTyped] = useState(searched !== null);
  const change = (next: Partial<TimingChoices>) => {
    if (next.to) setToTyped(true);
    setChoices((old) => {
      const merged = { ...old, ...next };
      // An end never typed stays at the planet's default window from the start.
      return isToTyped || next.to ? merged : { ...merged, to: defaultTo(merged.planet, merged.from) };
    });
  };
  return { choices, change };
}

/** The search: the contract's checks first (nothing is sent when one fails), then the server's answer. */
function useTimingSearch(runningId: number) {
  const [errors, setErrors] = useState<TimingErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const search = useMutation({
    mutationFn: (body: TransitTimingInput) => transitApi.transitTiming(runningId, body),
    onError: (error) => {
      const field = error instanceof ApiError ? fieldOfRefusal(error.message) : null;
      if (field) setErrors({ [field]: error.message });
      else setAlert(messageOf(error));
    },
  });
  const run = (body: TransitTimingInput) => {
    const found = checkTimingBody(body);
    setErrors(found);
    setAlert(null);
    // A refused search changes nothing: the last answer stays, named by its own planet.
    if (Object.keys(found).length === 0) search.mutate(body);
  };
  return { search, run, errors, alert };
}

/**
 * The last search run, kept in the address (`?timing=`): a reload shows the same form and runs it again
 * (an address that names no valid search is the opening form).
 */
function useSearchInUrl(run: (body: TransitTimingInput) => void) {
  const [asked, setAsked] = useUrlParam('timing');
  const [searched] = useState(() => timingChoicesFromAddress(asked));
  useEffect(() => {
    if (searched) run(toTimingBody(searched));
    // Once, for the search the address named when the page opened.
  }, []);
  return { searched, remember: (choices: TimingChoices) => setAsked(timingChoicesToAddress(choices)) };
}

function TimingSearch({ runningId, now }: { runningId: number; now: LocalMoment }) {
  const { search, run, errors, alert } = useTimingSearch(runningId);
  const { searched, remember } = useSearchInUrl(run);
  const { choices, change } = useTimingChoices(now, searched);
  const formats = useClientFormats(runningId);
  const { t } = useTranslation();
  return (
    <>
      <TransitTimingForm
        choices={choices}
        errors={errors}
        isSearching={search.isPending}
        onChange={change}
        onSearch={() => {
          const body = toTimingBody(choices);
          if (Object.keys(checkTimingBody(body)).length === 0) remember(choices);
          run(body);
        }}
      />
      {alert ? (
        <Alert variant="danger" role="alert">
          {alert}
        </Alert>
      ) : null}
      {search.isPending ? <LoadingText text={t('Loading - Transit timing')} /> : null}
      {search.data && search.variables ? (
        <TransitTimingTable result={search.data} search={search.variables} formats={formats} />
      ) : null}
    </>
  );
}

/**
 * Transit timing: every moment, to the second, a transiting planet conjoins a natal point or
 * enters and leaves a lord's signs, stars or subs, over up to 20 years (the Moon: one year), with the dasha,
 * bhukti and andharam running then. The window is on the client's birth clock and opens at its now.
 */
export function TransitTimingSection({ runningId }: { runningId: number }) {
  const client = useChartQuery('client', runningId, () => chartsApi.clientRequest(runningId));
  const offset = client.data?.birthTimezone;
  const now = useMemo(() => (offset === undefined ? null : momentAtOffset(Date.now(), offset)), [offset]);
  const { t } = useTranslation();
  return (
    <section aria-labelledby="transit-timing-heading" className="mt-4">
      <h2 id="transit-timing-heading" className="h5">
        {t('Transit timing')}
      </h2>
      <p className="small text-body-secondary">
        {t("Dates and times on the client's birth clock. Windows up to 20 years; the Moon up to one year.")}
      </p>
      {now ? (
        <TimingSearch runningId={runningId} now={now} />
      ) : (
        <LoadingText text={t('Loading - Transit timing')} />
      )}
    </section>
  );
}
