import { DEFAULT_DATE_FORMAT, DEFAULT_TIME_FORMAT } from '@kpdesk/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguageResources } from '../../i18n/language-resources';
import { CandidateTable } from './candidate-table';
import { applyDisplayLanguage, i18next } from '../../i18n/setup';
import { showersOf } from './life-event-display';
import { CANDIDATES, evidenceOf, JOB, MARRIAGE } from './life-event-fixtures';

// The page's own translator, so a test that switches the language reads the showers' words in it too.
const show = showersOf({ dateFormat: DEFAULT_DATE_FORMAT, timeFormat: DEFAULT_TIME_FORMAT }, i18next.t);

/** The server's evidence call, answering the asked candidate's evidence. */
function stubEvidenceCall() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      const { moment } = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as { moment?: string };
      const candidate = CANDIDATES.find((c) => c.moment === moment);
      return Response.json({ code: '200', message: '', data: candidate ? evidenceOf(candidate) : null });
    }),
  );
}

function renderCandidates(props: { onPreview: () => void; onChoose: () => void }) {
  stubEvidenceCall();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CandidateTable
        runningId={12}
        candidates={CANDIDATES}
        events={[MARRIAGE, JOB]}
        show={show}
        {...props}
      />
    </QueryClientProvider>,
  );
}

function renderTable() {
  const onPreview = vi.fn();
  const onChoose = vi.fn();
  renderCandidates({ onPreview, onChoose });
  return { onPreview, onChoose, table: screen.getByRole('table', { name: 'Rectification candidates (2)' }) };
}

describe('the rectification candidates', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("keeps the server's order and says the agreement in words", () => {
    const { table } = renderTable();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[4]?.textContent)).toEqual([
      '+7 (2 favourable, 0 unfavourable)',
      '+3 (2 favourable, 0 unfavourable)',
    ]);
    expect(within(rows[0] as HTMLElement).getByText('Do not agree')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Agree (Saturn rules now)')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getAllByRole('cell')[2]).toHaveTextContent(
      '02-04-1990 05:35:36 AM',
    );
    expect(within(rows[0] as HTMLElement).getByText('Jupiter / Mercury / Venus')).toBeInTheDocument();
  });

  it("opens a candidate's evidence, asked of the server then: per event its periods, categories, promise and score", async () => {
    renderTable();
    expect(fetch).not.toHaveBeenCalled();
    const toggle = screen.getByRole('button', { name: 'Evidence of candidate 1' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const evidence = screen.getByRole('region', { name: 'Evidence of candidate 1' });
    const marriage = await within(evidence).findByRole('table', {
      name: /^Candidate 1, Marriage 01-06-2010 10:30:00 AM/,
    });
    expect(
      within(marriage).getByRole('row', { name: /^Dasha Venus .* Favourable \+2$/ }),
    ).toBeInTheDocument();
    expect(
      within(marriage).getByRole('row', { name: /^Sookshma Mars .* shown, not scored$/ }),
    ).toBeInTheDocument();
    expect(
      within(marriage).getByRole('row', {
        name: /^Promise Jupiter Sub lord of cusp 7 Favourable \(Less\) \+1$/,
      }),
    ).toBeInTheDocument();
    expect(within(marriage).getByRole('row', { name: /^Score .* \+5$/ })).toBeInTheDocument();
    expect(
      within(evidence).getByRole('table', { name: /^Candidate 1, Job 03-09-2012 \(time not known\)/ }),
    ).toBeInTheDocument();
    const [url, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect([url, init?.body]).toEqual([
      '/api/rectification/12/evidence',
      JSON.stringify({ moment: CANDIDATES[0]?.moment }),
    ]);
  });

  it('hands the row’s candidate to Preview and Choose', async () => {
    const { onPreview, onChoose } = renderTable();
    await userEvent.click(screen.getByRole('button', { name: 'Preview candidate 2' }));
    expect(onPreview).toHaveBeenCalledWith(CANDIDATES[1]);
    await userEvent.click(screen.getByRole('button', { name: 'Choose candidate 1' }));
    expect(onChoose).toHaveBeenCalledWith(CANDIDATES[0]);
  });
});

describe('the rectification candidates in Hindi', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    applyDisplayLanguage('en');
  });

  it('reads headings, agreement, lords, evidence rows and buttons in Hindi, numbers and dates as they came', async () => {
    await loadLanguageResources('hi');
    applyDisplayLanguage('hi');
    renderCandidates({ onPreview: vi.fn(), onChoose: vi.fn() });
    const table = screen.getByRole('table', { name: 'शोधन के संभावित समय (2)' });
    expect(within(table).getByRole('columnheader', { name: 'मध्य क्षण' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'लग्न राशि / नक्षत्र / उप' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getByText('मेल नहीं')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('मेल है (अभी शनि शासक)')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('गुरु / बुध / शुक्र')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'संभावित समय 1 के प्रमाण' }));
    const evidence = screen.getByRole('region', { name: 'संभावित समय 1 के प्रमाण' });
    const marriage = await within(evidence).findByRole('table', {
      name: /^संभावित समय 1, विवाह 01-06-2010 10:30:00 AM: दशा अवधियाँ, वचन और अंक$/,
    });
    expect(within(marriage).getByRole('row', { name: /^दशा शुक्र .* शुभ \+2$/ })).toBeInTheDocument();
    expect(
      within(marriage).getByRole('row', { name: /^सूक्ष्म मंगल .* दिखाया गया, अंक नहीं$/ }),
    ).toBeInTheDocument();
    expect(
      within(marriage).getByRole('row', { name: /^वचन गुरु भाव संधि 7 का उप स्वामी अल्प शुभ \+1$/ }),
    ).toBeInTheDocument();
    expect(within(evidence).getByRole('heading', { name: /\(समय अज्ञात\) · अंक/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'संभावित समय 2 चुनें' })).toHaveTextContent('चुनें');
  });
});
