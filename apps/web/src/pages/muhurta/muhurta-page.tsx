import type { MuhurtaSearchInput } from '@kpdesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Alert } from 'react-bootstrap';
import { useSearchParams } from 'react-router';
import { messageOf } from '../../api/client';
import { clientsApi } from '../../api/clients';
import { muhurtaApi } from '../../api/muhurta';
import { useJudgementProfile } from '../../components/options/judgement-now';
import { MuhurtaForm } from './muhurta-form';
import { MuhurtaResults } from './muhurta-results';
import { useMuhurtaWords } from './muhurta-words';
import type { Person } from './people-picker';
import { SavedMuhurtas } from './saved-muhurtas';
import {
  fromSearchParams,
  newFormValues,
  toSearchBody,
  toSearchParams,
  type MuhurtaFormValues,
} from './search-params';

/** The client whose page opened the finder (`?client=`), preselected as a person concerned. */
function useOpeningClient(params: URLSearchParams): number | null {
  const value = Number(params.get('client') ?? Number.NaN);
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** One empty list, so an address without people does not reset the chosen ones on every render. */
const NO_PEOPLE: Person[] = [];

/** The names of the people in the address, looked up once each. */
function usePeopleNames(ids: readonly number[]): Person[] {
  const query = useQuery({
    queryKey: ['muhurta', 'people', ids.join(',')],
    queryFn: () =>
      Promise.all(
        ids.map(async (runningId) => {
          const { data } = await clientsApi.get(runningId);
          return { runningId, name: [data.firstName, data.lastName ?? ''].join(' ').trim() };
        }),
      ),
    enabled: ids.length > 0,
  });
  return query.data ?? NO_PEOPLE;
}

/** The search of the address: run whenever the address holds one, so a reload or a link repeats it. */
function useAddressSearch(body: MuhurtaSearchInput | null) {
  return useQuery({
    queryKey: ['muhurta', 'search', JSON.stringify(body)],
    queryFn: () => muhurtaApi.search(body as MuhurtaSearchInput),
    enabled: body !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * KP muhurta finder (/muhurta.html): event and houses, range, place, people and vetoes; every qualifying
 * window to the second with why it qualifies, the day strip, the next window after the range when none
 * qualifies, and the chosen windows saved to a client, printed or put in a calendar. The address keeps the
 * form; a client's page opens it with that client as a person concerned.
 */
export function MuhurtaPage() {
  const words = useMuhurtaWords();
  const [params, setParams] = useSearchParams();
  const client = useOpeningClient(params);
  const { isLoading, profile } = useJudgementProfile();
  const fromAddress = useMemo(() => fromSearchParams(params), [params]);
  const body = fromAddress ? toSearchBody(fromAddress) : null;
  const search = useAddressSearch(body);
  const addressPeople = usePeopleNames(fromAddress?.participants ?? (client === null ? [] : [client]));
  const [people, setPeople] = useState<Person[]>([]);
  useEffect(() => setPeople(addressPeople), [addressPeople]);
  useEffect(() => {
    if (search.data) document.getElementById('muhurta-windows-title')?.focus();
  }, [search.data]);
  if (isLoading) return <p role="status">{words.label('title')}…</p>;
  const initial = fromAddress ?? newFormValues(profile, Date.now(), client);
  const onSearch = (values: MuhurtaFormValues) => {
    const next = toSearchParams(values);
    if (client !== null) next.set('client', String(client));
    setParams(next);
  };
  const clientName = people.find((p) => p.runningId === client)?.name ?? String(client);
  return (
    <section aria-labelledby="muhurta-title" className="mb-3">
      <h1 id="muhurta-title" className="h4">
        {words.label('title')}
      </h1>
      <MuhurtaForm
        key={params.toString()}
        initial={initial}
        people={people}
        onPeopleChange={setPeople}
        onSearch={onSearch}
        isSearching={search.isFetching}
        serverMessage={search.error ? words.t(messageOf(search.error)) : null}
        words={words}
      />
      {search.isFetching ? (
        <Alert variant="light" role="status">
          {words.label('searching')}
        </Alert>
      ) : null}
      {search.data && body ? (
        <MuhurtaResults answer={search.data.data} body={body} people={people} words={words} />
      ) : null}
      {client !== null ? <SavedMuhurtas runningId={client} name={clientName} words={words} /> : null}
    </section>
  );
}
