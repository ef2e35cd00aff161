import {
  BIRTH_TIME_MESSAGES,
  CLIENT_MESSAGES,
  EVENT_DIALOG_TITLES,
  EVENT_MESSAGES,
  type BirthChartData,
  type BirthTimeChart,
} from '@kpdesk/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FAILURE_TEXTS } from '../../api/client';
import { CLIENT } from '../chart-page/chart-page-fixtures';
import { exampleRashiChart, INTERCEPTED_BHAVA_CHART } from '../chart/chart-fixtures';
import { BirthTimeCorrectionPanel } from './birth-time-correction-panel';

const NO_ROWS = { columns: ['Planet'], rows: [] };

/** The preview of the client's birth moment, drawn in `birthChart`'s style; the tables are empty. */
const previewOf = (birthChart: BirthChartData): BirthTimeChart => ({
  dateStd: '1990-04-02',
  time24: '05:10:00',
  birthdateStd: '1990-04-02',
  birthtime24: '05:10:00',
  birthTimeCorrected: null,
  date: '02-04-1990',
  day: 'Monday',
  time: '05:10:00',
  timezone: 5.5,
  city: 'Chennai',
  latitude: 13.08,
  longitude: 80.27,
  ayanamsaName: 'Krishnamurti',
  ayanamsaDegree: '23°43′12″',
  birthChart,
  planetPosition: NO_ROWS,
  cuspalPosition: NO_ROWS,
});

/** The server: previews in one style, empty saved tables, and `onSave` for POST /user/updatebirthtime. */
function serve(
  birthChart: BirthChartData,
  onSave: () => Promise<Response> = () => Promise.reject(new Error()),
) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      if (url === '/api/user/updatebirthtime') return onSave();
      const data = url.startsWith('/api/chart/birthtimechart/') ? previewOf(birthChart) : NO_ROWS;
      return Promise.resolve(Response.json({ code: '200', message: '', data }));
    }),
  );
}

function renderPanel() {
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queries}>
      <BirthTimeCorrectionPanel client={CLIENT} />
    </QueryClientProvider>,
  );
}

/** The names of the preview chart's toggle buttons, once the preview is drawn. */
async function toggleNames() {
  const group = await screen.findByRole('group', { name: 'Chart display' }, { timeout: 5000 });
  return within(group)
    .getAllByRole('button')
    .map((b) => b.textContent);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Birth Time Correction panel chart', () => {
  it.each([
    ['South', exampleRashiChart(0), ['Hide Degree', 'Hide Cuspal']],
    ['North', exampleRashiChart(1), ['Show Degree', 'Show Cuspal']],
    ['East', exampleRashiChart(2), ['Show Degree', 'Show Cuspal']],
    ['Bhava Chalit', INTERCEPTED_BHAVA_CHART, ['Show Degree', 'Hide Cuspal']],
  ])(
    "offers only 'Hide/Show Degree' and 'Hide/Show Cuspal' in the %s style",
    async (_style, chart, names) => {
      serve(chart);
      renderPanel();
      expect(await toggleNames()).toEqual(names);
    },
  );

  it('shows planet degrees in a North chart when Show Degree is pressed', async () => {
    serve(exampleRashiChart(1));
    renderPanel();
    const chart = await screen.findByRole('img', { name: /^Preview chart of Meena Iyer/ });
    const planets = () => [...chart.querySelectorAll('[data-role="planet"]')].map((t) => t.textContent);
    expect(planets().some((text) => text?.includes('°'))).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Show Degree' }));
    expect(planets().every((text) => text?.includes('°'))).toBe(true);
  });
});

describe('Birth Time Correction save (spec §8)', () => {
  it("shows the server's answered failure in the panel's dialog, with no alert", async () => {
    serve(exampleRashiChart(0), () =>
      Promise.resolve(Response.json({ code: '400', message: 'Refused', data: null }, { status: 400 })),
    );
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Birth Time Correction' });
    expect(dialog).toHaveTextContent(BIRTH_TIME_MESSAGES.updateFailed);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("raises a failed request's message to the error alert beside the Error dialog", async () => {
    serve(exampleRashiChart(0), () => Promise.reject(new TypeError('offline')));
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: EVENT_DIALOG_TITLES.error });
    expect(dialog).toHaveTextContent(EVENT_MESSAGES.saveRequestFailed);
    expect(dialog).not.toHaveTextContent(FAILURE_TEXTS.network);
    expect(screen.getByRole('alert')).toHaveTextContent(FAILURE_TEXTS.network);
  });
});

describe('Birth Time Correction inputs', () => {
  it('reads the preview, the saved chart and the recorded birth in the default formats', async () => {
    serve(exampleRashiChart(0));
    renderPanel();
    expect(await screen.findByText(/^Preview of/)).toHaveTextContent(
      'Preview of 02-04-1990 05:10:00 AM; saved chart: recorded 02-04-1990 05:10:00 AM',
    );
    expect(screen.getByText(/^Recorded birth:/)).toHaveTextContent('Recorded birth: 02-04-1990 05:10:00 AM.');
  });

  it('names a cleared birth time under the field and saves nothing until it is typed again', async () => {
    const onSave = vi.fn(() => Promise.resolve(Response.json({ code: '200', message: '', data: null })));
    serve(exampleRashiChart(0), onSave);
    renderPanel();
    const time = screen.getByLabelText('Birth time');
    fireEvent.change(time, { target: { value: '' } });
    expect(time).toHaveAttribute('aria-invalid', 'true');
    expect(time).toHaveAccessibleDescription(CLIENT_MESSAGES.birthTimeRequired);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.change(time, { target: { value: '05:12:30' } });
    expect(time).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText(CLIENT_MESSAGES.birthTimeRequired)).toBeNull();
  });

  it('names a cleared birth date under its field', () => {
    serve(exampleRashiChart(0));
    renderPanel();
    const date = screen.getByLabelText('Birth date');
    fireEvent.change(date, { target: { value: '' } });
    expect(date).toHaveAccessibleDescription(CLIENT_MESSAGES.birthDateRequired);
    expect(screen.getByLabelText('Birth time')).toHaveAttribute('aria-invalid', 'false');
  });
});
