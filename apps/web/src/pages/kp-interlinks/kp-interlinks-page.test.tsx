import type { ClientChartData } from '@kpdesk/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClientRequest } from '../../api/charts';
import { chartRows, ClientDetailsPage } from './client-details-page';
import { KpInterlinksPage } from './kp-system-page';
import { birthPeriods, toRulerRows } from './ruling-planet-page';

const CLIENT: ClientRequest = {
  id: 3,
  runningId: 12,
  firstName: 'Meena',
  lastName: 'Iyer',
  fatherName: 'Raman',
  sex: 'Female',
  dobDate: '1990-04-02',
  dobTime: '05:10:00',
  birthDate: '1990-04-02',
  birthTime: '05:10:00',
  birthTimeCorrected: null,
  birthDay: 'Monday',
  birthTimezone: 5.5,
  birthCity: 'Chennai',
  birthLatitude: 13.08,
  birthLongitude: 80.27,
  maritalStatus: 'Single',
  marriageDate: null,
  email: 'meena@example.com',
  mobile: '9840012345',
};

type Answer = { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;

/** A server of fixed answers by path; unknown paths answer 404 with the server's not-found text. */
function serve(answers: Record<string, Answer>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const found = await (answers[url] ?? {
        status: 404,
        body: { code: '404', message: 'Client is not found.', data: null },
      });
      return Response.json(found.body, { status: found.status ?? 200 });
    }),
  );
}

const ok = (data: unknown) => ({ body: { code: '200', message: '', data } });

function renderAt(path: string, element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queries}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('chart page frame (chart-screens spec §1)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a client when none is chosen, without a section menu', () => {
    serve({});
    renderAt('/kpinterlinks.html', <KpInterlinksPage />);
    expect(screen.getByText('Choose a client from the dashboard or the search first.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows the loading text until the client returns, then opens on Cuspal Links', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    serve({
      '/api/userrequest/12': new Promise((resolve) => (answer = resolve)),
      '/api/chart/cuspallinkstarlord/12': ok({
        columns: [
          'House',
          'A',
          'Houses of A',
          'Star Lord of A',
          'Houses of Star Lord',
          'Sub Lord of A',
          'Houses of Sub Lord',
        ],
        rows: [['1', 'Venus', '1,2,7', 'Sun', '5,10', 'Ketu', '']],
      }),
    });
    renderAt('/kpinterlinks.html?client=12', <KpInterlinksPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading - Cuspal Inter Link System');
    answer(ok(CLIENT));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: /^Cuspal Inter Link System · Cuspal Links — Meena Iyer/,
      }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Cuspal Links Star Lord' });
    expect(
      within(table).getByRole('row', { name: /^1 Venus \(1, 2, 7\) Sun \(5, 10\) Ketu$/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cuspal Links', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Birth Chart', pressed: false })).toBeInTheDocument();
  });

  it("shows the server's message in an error alert when the client is not the astrologer's", async () => {
    serve({});
    renderAt('/clientdetails.html?client=99', <ClientDetailsPage />);
    expect(await screen.findByText('Client is not found.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Client menu' })).toBeNull();
  });
});

describe('Client Details and Ruling Planet rows', () => {
  const DATA = {
    starName: 'Revati',
    starNumber: 27,
    starLord: 'Mercury',
    signName: 'Pisces',
    signLord: 'Jupiter',
    cuspalSignName: 'Aries',
    cuspalSignLord: 'Mars',
    thithiName: 'Saptami',
    thithiTypeName: 'Bhadra',
    thithiTypeName2: 'Wellbeing',
    ayanamsaDegree: '23°43′12″',
    ayanamsaName: 'Krishnamurti',
    birthDay: 'Monday',
    hinduDay: 'Sunday',
    dashaName: 'Mercury',
    dashaEnd: '1995-06-01 10:00:00',
    dashaBalance: '5 years 1 months 30 days',
    bhuktiName: 'Venus',
    bhuktiEnd: '1991-01-01 00:00:00',
    bhuktiBalance: '0 years 8 months 30 days',
    andharamName: 'Sun',
    andharamEnd: '1990-04-20 00:00:00',
    andharamBalance: '0 years 0 months 18 days',
  } as ClientChartData;

  it('lists the right table of the spec, the day from sunrise when it differs from the birth day', () => {
    expect(chartRows(DATA)).toEqual([
      ['Star', 'Revati (27)'],
      ['Star Lord', 'Mercury'],
      ['Sign', 'Pisces'],
      ['Sign Lord', 'Jupiter'],
      ['Lagna', 'Aries'],
      ['Lagna Lord', 'Mars'],
      ['Thithi', 'Saptami'],
      ['Thithi Type', 'Wellbeing (Bhadra)'],
      ['Ayanamsa', '23°43′12″'],
      ['Ayanamsa Name', 'Krishnamurti'],
      ['Day (sunrise to sunrise)', 'Sunday'],
    ]);
    expect(chartRows({ ...DATA, hinduDay: 'Monday' })).toHaveLength(10);
  });

  it('starts every birth period at the birth date and names the day lord', () => {
    expect(birthPeriods(DATA, '1990-04-02').map((p) => [p.name, p.start, p.end])).toEqual([
      ['Mercury', '1990-04-02', '1995-06-01 10:00:00'],
      ['Venus', '1990-04-02', '1991-01-01 00:00:00'],
      ['Sun', '1990-04-02', '1990-04-20 00:00:00'],
    ]);
    expect(
      toRulerRows({
        columns: [],
        rows: [
          ['Lagna', 'Mars', 'Mars', 'Ketu', 'Venus', 'Sun', 'Moon'],
          ['Day Lord', 'Moon', 'Jupiter', 'Mercury', 'Saturn', 'Rahu', 'Ketu'],
        ],
      }),
    ).toEqual([
      ['Lagna', 'Mars', 'Ketu', 'Venus', 'Sun', 'Moon'],
      ['Day Lord (Moon)', 'Jupiter', 'Mercury', 'Saturn', 'Rahu', 'Ketu'],
    ]);
  });
});
