import { SHARE_MESSAGES, sharedDetailsSchema, type SharedView } from '@kpdesk/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyDisplayLanguage } from '../../i18n/setup';
import {
  CLIENT,
  CLIENT_CHART_DATA,
  ok,
  renderAt,
  serve,
} from '../../components/chart-page/chart-page-fixtures';
import { SharedPage } from './shared-page';

const LORDS = ['Ketu', 'Venus', 'Sun', 'Moon', 'Mars', 'Rahu', 'Jupiter', 'Saturn', 'Mercury'];
const YEARS = [7, 20, 6, 10, 7, 18, 16, 19, 17];

/** Nine dashas from 1984, each with nine bhuktis a ninth of it long (round years suffice for the page). */
function schedule() {
  let year = 1984;
  const dashas = LORDS.map((lord, i) => {
    const start = year;
    year += YEARS[i] ?? 0;
    const bhuktis = LORDS.map((bhukti, j) => ({
      lord: bhukti,
      start: `${start + j}-06-01 00:00:00`,
      end: `${start + j + 1}-06-01 00:00:00`,
    }));
    return { lord, start: `${start}-06-01 00:00:00`, end: `${year}-06-01 00:00:00`, bhuktis };
  });
  return { birthDate: '1990-04-02 05:10:00', dashas };
}

const period = (name: string, start: string, end: string, balance: string) => ({
  name,
  start,
  end,
  period: null,
  balance,
});

/** A link of Client details and Dasha periods; the Moon dasha (2017-2027) and its Venus bhukti run now. */
const VIEW: SharedView = {
  astrologer: { name: 'Lakshmi Narayanan', contact: 'lakshmi@example.com' },
  clientName: 'Meena Iyer',
  language: 'en',
  sectionOrder: ['details', 'dasha'],
  expiresAt: '2026-12-02T10:00:00.000Z',
  sections: {
    details: {
      // The contract's schema of the shared record drops the id, email and mobile, as the server's answer does.
      client: sharedDetailsSchema.shape.client.parse(CLIENT),
      chartData: { ...CLIENT_CHART_DATA, balanceAtBirth: { lord: 'Mercury', years: 5, months: 1, days: 30 } },
    },
    dasha: {
      running: {
        dasha: period('Moon', '2017-06-01 00:00:00', '2027-06-01 00:00:00', '0 years 6 months 7 days'),
        bhukti: period('Venus', '2018-06-01 00:00:00', '2019-06-01 00:00:00', '0 years 1 month 2 days'),
        antara: period('Rahu', '2018-09-01 00:00:00', '2018-12-01 00:00:00', '0 years 0 months 5 days'),
      },
      schedule: schedule(),
    },
  },
};

/** The same link read in the language its astrologer chose, with a saved event report. */
const HINDI_VIEW: SharedView = {
  ...VIEW,
  language: 'hi',
  sectionOrder: ['details', 'dasha', 'report'],
  sections: {
    ...VIEW.sections,
    report: [{ eventKey: 'job', eventName: 'Job / service', prediction: 'शुक्र भुक्ति में नौकरी।' }],
  },
};

describe('Shared page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    applyDisplayLanguage('en');
  });

  it("shows the astrologer's name and only the shared sections, and is not indexed", async () => {
    serve({ '/api/shared/tok123': ok(VIEW) });
    renderAt('/shared.html?t=tok123', <SharedPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Meena Iyer' })).toBeInTheDocument();
    expect(screen.getByText('Shared by Lakshmi Narayanan · lakshmi@example.com')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Client details',
      'Dasha periods',
    ]);
    const information = screen.getByRole('table', { name: 'Client Information' });
    expect(within(information).getByRole('row', { name: 'Birth Place Chennai' })).toBeInTheDocument();
    const star = screen.getByRole('table', { name: 'Birth Star, Lagna and Thithi' });
    expect(within(star).getByRole('row', { name: 'Star Revati (star 27 of 27)' })).toBeInTheDocument();
    expect(within(information).queryByRole('rowheader', { name: 'Email' })).toBeNull();
    expect(within(information).queryByRole('rowheader', { name: 'Mobile' })).toBeNull();
    expect(screen.queryByText('meena@example.com')).toBeNull();

    const chain = screen.getByRole('table', { name: 'Running periods' });
    expect(
      within(chain).getByRole('row', { name: /^Bhukti Venus 01-06-2018 01-06-2019/ }),
    ).toBeInTheDocument();
    const running = screen.getByRole('table', { name: /^Moon Dasha: .* Running now$/ });
    expect(within(running).getByRole('row', { current: true })).toHaveAccessibleName(/^Venus Running now/);
    expect(screen.getAllByRole('row', { current: true })).toHaveLength(1);
    expect(screen.getAllByRole('table', { name: /^\w+ Dasha: / })).toHaveLength(9);
    expect(screen.queryByRole('figure')).toBeNull();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('reads in the language the answer names: headings, tables, dasha lords and event names in Hindi', async () => {
    serve({ '/api/shared/tok123': ok(HINDI_VIEW) });
    renderAt('/shared.html?t=tok123', <SharedPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Meena Iyer' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi');
    expect(screen.getByText('Lakshmi Narayanan द्वारा साझा · lakshmi@example.com')).toBeInTheDocument();
    expect(screen.getByText(/^केवल पढ़ने के लिए; यह लिंक .* तक मान्य है।$/)).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['जातक विवरण', 'दशा अवधियाँ', 'घटना रिपोर्ट']);
    const information = screen.getByRole('table', { name: 'जातक जानकारी' });
    expect(within(information).getByRole('rowheader', { name: 'जन्म स्थान' })).toBeInTheDocument();
    const chain = screen.getByRole('table', { name: 'चालू दशाएँ' });
    expect(within(chain).getByRole('row', { name: /^भुक्ति शुक्र 01-06-2018/ })).toBeInTheDocument();
    expect(screen.getAllByRole('table', { name: /^चंद्र दशा: / })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 3, name: 'नौकरी / सेवा' })).toBeInTheDocument();
    expect(screen.queryByText(/Shared by|Read-only|Running periods|Job \/ service/)).toBeNull();
  });

  it('says one sentence for a link that is not valid, and for an address without a token', async () => {
    serve({});
    renderAt('/shared.html?t=revoked', <SharedPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(SHARE_MESSAGES.sharedNotFound);
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('says the same without a token, asking nothing of the server', async () => {
    serve({});
    renderAt('/shared.html', <SharedPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(SHARE_MESSAGES.sharedNotFound);
    expect(vi.mocked(fetch)).not.toHaveBeenCalled();
  });
});
