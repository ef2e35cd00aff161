import { LIFE_EVENT_MESSAGES, DEFAULT_DATE_FORMAT, DEFAULT_TIME_FORMAT } from '@kpdesk/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT } from '../../components/chart-page/chart-page-fixtures';
import { loadLanguageResources } from '../../i18n/language-resources';
import { applyDisplayLanguage, i18next } from '../../i18n/setup';
import { showersOf } from './life-event-display';
import { CANDIDATES, MARRIAGE } from './life-event-fixtures';
import { RectificationWorkbench } from './rectification-workbench';
import { WINDOW_MESSAGES } from './rectification-window';

// The page's own translator, so a test that switches the language reads the showers' words in it too.
const show = showersOf({ dateFormat: DEFAULT_DATE_FORMAT, timeFormat: DEFAULT_TIME_FORMAT }, i18next.t);

/** The address as the page has it, shown so a test can read what Run kept there. */
function Address() {
  return <code title="address">{useLocation().search}</code>;
}

function renderWorkbench(events = [MARRIAGE], client = CLIENT, address = '/lifeevents.html?client=12') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ code: '200', message: '', data: { candidates: CANDIDATES } })),
  );
  const queryClient = new QueryClient();
  const page = (shown: typeof CLIENT) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[address]}>
        <RectificationWorkbench client={shown} events={events} show={show} />
        <Address />
      </MemoryRouter>
    </QueryClientProvider>
  );
  const view = render(page(client));
  /** The page hands the workbench the client again, as after a chart reload. */
  return (next: typeof CLIENT) => view.rerender(page(next));
}

const bodies = () =>
  vi
    .mocked(fetch)
    .mock.calls.map(([url, init]) => [
      url,
      JSON.parse(typeof init?.body === 'string' ? init.body : 'null') as unknown,
    ]);

describe('the rectification workbench', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says it needs a life event when the client has none', () => {
    renderWorkbench([]);
    expect(screen.getByText(LIFE_EVENT_MESSAGES.noLifeEvents)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Run' })).not.toBeInTheDocument();
  });

  it('runs over 2 hours either side of the recorded birth time by default', async () => {
    renderWorkbench();
    expect(screen.getByText(/Around the recorded birth time 02-04-1990 05:10:00 AM/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    await screen.findByRole('table', { name: 'Rectification candidates (2)' });
    expect(bodies()).toEqual([
      ['/api/rectification/12', { from: '1990-04-02 03:10:00', to: '1990-04-02 07:10:00' }],
    ]);
  });

  it('centres on the corrected time, takes minutes, and refuses more than 4 hours under the field', async () => {
    renderWorkbench([MARRIAGE], { ...CLIENT, birthTimeCorrected: '1990-04-02 05:20:30' });
    const amount = screen.getByLabelText('Window either side');
    await userEvent.clear(amount);
    await userEvent.type(amount, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(amount).toHaveAccessibleDescription(WINDOW_MESSAGES.tooWide);
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.clear(amount);
    await userEvent.type(amount, '90');
    await userEvent.selectOptions(screen.getByLabelText('Unit'), 'minutes');
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() =>
      expect(bodies()).toEqual([
        ['/api/rectification/12', { from: '1990-04-02 03:50:30', to: '1990-04-02 06:50:30' }],
      ]),
    );
  });

  it('brings a preview into view and focuses it, and again for the next candidate', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderWorkbench();
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    // The preview panel's own calls stay unanswered: it shows its loading words, enough here.
    vi.mocked(fetch).mockImplementation(() => new Promise<Response>(() => undefined));
    await userEvent.click(await screen.findByRole('button', { name: 'Preview candidate 2' }));
    expect(screen.getByRole('region', { name: 'Preview of candidate 2' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Preview candidate 1' }));
    expect(screen.getByRole('region', { name: 'Preview of candidate 1' })).toHaveFocus();
    expect(scrolled).toHaveBeenCalledTimes(2);
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('keeps the window in the address, and an address with one opens on it and runs it', async () => {
    renderWorkbench();
    await userEvent.clear(screen.getByLabelText('Window either side'));
    await userEvent.type(screen.getByLabelText('Window either side'), '90');
    await userEvent.selectOptions(screen.getByLabelText('Unit'), 'minutes');
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(screen.getByTitle('address')).toHaveTextContent('?client=12&window=90m');
    cleanup();
    vi.unstubAllGlobals();
    renderWorkbench([MARRIAGE], CLIENT, '/lifeevents.html?client=12&window=90m');
    expect(screen.getByLabelText('Window either side')).toHaveValue('90');
    expect(screen.getByLabelText('Unit')).toHaveValue('minutes');
    await screen.findByRole('table', { name: 'Rectification candidates (2)' });
    expect(bodies()).toEqual([
      ['/api/rectification/12', { from: '1990-04-02 03:40:00', to: '1990-04-02 06:40:00' }],
    ]);
  });

  it('opens on the default window when the address keeps one it would refuse, and runs nothing', () => {
    renderWorkbench([MARRIAGE], CLIENT, '/lifeevents.html?client=12&window=9h');
    expect(screen.getByLabelText('Window either side')).toHaveValue('2');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks before choosing a candidate and saves it through the birth time correction call', async () => {
    renderWorkbench();
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Choose candidate 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose this birth time' });
    expect(dialog).toHaveTextContent('Save 02-04-1990 05:20:36 AM (candidate 2)');
    await userEvent.click(screen.getByRole('button', { name: 'Save as birth time' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Birth time corrected to 02-04-1990 05:20:36 AM',
    );
    expect(bodies()[1]).toEqual(['/api/user/updatebirthtime', { id: 12, birthTime: '1990-04-02_05:20:36' }]);
  });

  it('runs the same window again around the chosen time once the client reloads with it', async () => {
    const reload = renderWorkbench();
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    await screen.findByRole('table', { name: 'Rectification candidates (2)' });
    reload({ ...CLIENT, birthTimeCorrected: '1990-04-02 05:20:36' });
    expect(screen.getByText(/Around the corrected birth time 02-04-1990 05:20:36 AM/)).toBeInTheDocument();
    await waitFor(() =>
      expect(bodies().at(-1)).toEqual([
        '/api/rectification/12',
        { from: '1990-04-02 03:20:36', to: '1990-04-02 07:20:36' },
      ]),
    );
    expect(bodies()).toHaveLength(2);
  });
});

describe('the rectification workbench in Hindi', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    applyDisplayLanguage('en');
  });

  it('names the window, its unit, Run, the candidates and the choice in Hindi', async () => {
    await loadLanguageResources('hi');
    applyDisplayLanguage('hi');
    renderWorkbench();
    expect(screen.getByRole('form', { name: 'शोधन अवधि' })).toHaveTextContent(
      'दर्ज जन्म समय 02-04-1990 05:10:00 AM के आसपास।',
    );
    const amount = screen.getByLabelText('दोनों ओर की अवधि');
    await userEvent.clear(amount);
    await userEvent.type(amount, '0');
    await userEvent.click(screen.getByRole('button', { name: 'चलाएँ' }));
    expect(amount).toHaveAccessibleDescription('अवधि 0 से अधिक हो');
    expect(screen.getByRole('option', { name: 'मिनट' })).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '2');
    await userEvent.click(screen.getByRole('button', { name: 'चलाएँ' }));
    await screen.findByRole('table', { name: 'शोधन के संभावित समय (2)' });
    await userEvent.click(screen.getByRole('button', { name: 'संभावित समय 2 चुनें' }));
    const dialog = await screen.findByRole('dialog', { name: 'यह जन्म समय चुनें' });
    expect(dialog).toHaveTextContent('02-04-1990 05:20:36 AM (संभावित समय 2) को जातक के संशोधित जन्म समय');
    await userEvent.click(screen.getByRole('button', { name: 'जन्म समय के रूप में सहेजें' }));
    expect(await screen.findByRole('status')).toHaveTextContent('जन्म समय 02-04-1990 05:20:36 AM पर संशोधित।');
  });
});
