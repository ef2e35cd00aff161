/** Test support for the chart pages: one client, its chart data, a server of fixed answers, a renderer. */
import type { ClientChartData } from '@kpdesk/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { ClientRequest } from '../../api/charts';

/** A client as GET /userrequest answers it (runningId 12). */
export const CLIENT: ClientRequest = {
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

/** The client's chart data as GET /chart/userdata answers it, born on a Monday before sunrise. */
export const CLIENT_CHART_DATA = {
  starName: 'Revati',
  starNumber: 27,
  starLord: 'Mercury',
  signName: 'Pisces',
  signLord: 'Jupiter',
  cuspalSignName: 'Aries',
  cuspalSignLord: 'Mars',
  thithiName: 'Saptami',
  thithiPaksha: 'Krishna',
  thithiTypeName: 'Bhadra',
  thithiTypeName2: 'Wellbeing',
  ayanamsaDegree: '23°43′12″',
  ayanamsaName: 'Krishnamurti',
  birthDay: 'Monday',
  hinduDay: 'Sunday',
  dashaName: 'Mercury',
  dashaEnd: '1995-06-01 10:00:00',
  dashaBalance: '5 years 1 month 30 days',
  bhuktiName: 'Venus',
  bhuktiEnd: '1991-01-01 00:00:00',
  bhuktiBalance: '0 years 8 months 30 days',
  andharamName: 'Sun',
  andharamEnd: '1990-04-20 00:00:00',
  andharamBalance: '0 years 0 months 18 days',
  birthPanchang: {
    tithi: 22,
    paksha: 'krishna',
    nakshatra: 27,
    pada: 3,
    yoga: 5,
    karana: 43,
    vara: 0,
    lunarMonth: {
      amanta: { month: 9, isAdhika: false, isKshaya: false, secondMonth: null },
      purnimanta: { month: 10, isAdhika: false, isKshaya: false, secondMonth: null },
    },
  },
} as ClientChartData;

type Answer = { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;

/** A server of fixed answers by path; unknown paths answer 404 with the server's not-found text. */
export function serve(answers: Record<string, Answer>) {
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

/** A 200 envelope around `data`. */
export const ok = (data: unknown) => ({ body: { code: '200', message: '', data } });

/**
 * Renders `element` at `path` (which may carry `?client=`), with a query client that does not retry; gives
 * the router, whose location a test may read.
 */
export function renderAt(path: string, element: ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queries}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
