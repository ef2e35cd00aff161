import { EVENT_MESSAGES } from '@kpdesk/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderAt, serve } from '../../../components/chart-page/chart-page-fixtures';
import { EventAnalyserPanel } from './event-analyser-panel';
import { JOB_EVENT_DATA, postedTo } from '../shared/event-fixtures';

const SAVE_PATH = '/api/chart/event/planetcategory';

function renderPanel() {
  renderAt('/events.html?client=1', <EventAnalyserPanel runningId={1} eventData={JOB_EVENT_DATA} />);
}

describe('Event Analyser panel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the nine planets with their houses, the proposed Result and no Order', () => {
    serve({});
    renderPanel();
    const table = screen.getByRole('table', { name: 'Planet categories' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Ketu', 'Venus', 'Sun', 'Moon', 'Mars', 'Rahu', 'Jupiter', 'Saturn', 'Mercury']);
    expect(screen.getByRole('combobox', { name: 'Result of Ketu' })).toHaveDisplayValue('Mixed (-ve)');
    expect(screen.getByRole('combobox', { name: 'Order of Ketu' })).toHaveDisplayValue('None');
    // House 10 is Job's Primary house: its group is named, not only coloured.
    expect(within(table).getAllByText('(Primary)').length).toBeGreaterThan(0);
    expect(screen.getByText('Showing the proposal of the method; not saved yet.')).toBeInTheDocument();
  });

  it('saves the edited Result and Order and says so in the Event Analyser dialog', async () => {
    serve({ [SAVE_PATH]: ok(JOB_EVENT_DATA.userEvent) });
    renderPanel();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Result of Ketu' }),
      'Unfavourable (More)',
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Order of Mars' }), '1');
    expect(screen.getByText('Proposed: Mixed (-ve)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Event Analyser' });
    expect(dialog).toHaveTextContent(EVENT_MESSAGES.planetSaved);
    expect(postedTo(SAVE_PATH)).toEqual([
      {
        userId: 1,
        eventId: 7,
        planetCategory: '9,8,5,3,1,5,6,6,4',
        planetOrder: '0,0,0,0,1,0,0,0,0',
      },
    ]);
  });

  it('Reset brings back the saved (here proposed) values', async () => {
    serve({});
    renderPanel();
    const result = screen.getByRole('combobox', { name: 'Result of Venus' });
    await userEvent.selectOptions(result, 'Favourable');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(result).toHaveDisplayValue('Unfavourable');
  });

  it('a refusal shows the panel error text; a failed request the Error dialog and the alert', async () => {
    serve({
      [SAVE_PATH]: { status: 400, body: { code: '400', message: 'Planet order must be …', data: null } },
    });
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const refused = await screen.findByRole('dialog', { name: 'Event Analyser' });
    expect(refused).toHaveTextContent(EVENT_MESSAGES.planetSaveFailed);
    await userEvent.click(within(refused).getAllByRole('button', { name: 'Close' }).at(-1)!);

    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const failed = await screen.findByRole('dialog', { name: 'Error' });
    expect(failed).toHaveTextContent(EVENT_MESSAGES.saveRequestFailed);
    expect(screen.getByText('Network Error - Please check internet connection')).toBeInTheDocument();
  });
});
