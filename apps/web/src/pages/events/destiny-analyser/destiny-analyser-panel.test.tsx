import { EVENT_MESSAGES } from '@kpdesk/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderAt, serve } from '../../../components/chart-page/chart-page-fixtures';
import { DestinyAnalyserPanel } from './destiny-analyser-panel';
import { JOB_EVENT_DATA, postedTo } from '../shared/event-fixtures';

const SAVE_PATH = '/api/chart/event/destiny';

describe('Destiny Analyser panel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each cusp with its sub lord and category, and saves the Destiny Results', async () => {
    serve({ [SAVE_PATH]: ok(JOB_EVENT_DATA.userEvent) });
    renderAt('/events.html', <DestinyAnalyserPanel runningId={1} eventData={JOB_EVENT_DATA} />);
    const supportive = screen.getByRole('table', { name: 'Supportive Destiny' });
    expect(
      within(supportive).getByRole('row', { name: /^Primary 10 Ketu Mixed \(-ve\)/ }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Opposive Destiny' })).getAllByRole('row')).toHaveLength(
      4,
    );
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Destiny Result of Opposive Destiny Worst 9' }),
      'Unfavourable',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('dialog', { name: 'Destiny' })).toHaveTextContent(
      EVENT_MESSAGES.destinySaved,
    );
    expect(postedTo(SAVE_PATH)).toEqual([
      { userId: 1, eventId: 7, supportiveDestinyCategory: '6,4,3,3', opposingDestinyCategory: '5,5,8' },
    ]);
  });

  it('says when an event has no supportive or no opposive destiny, and saves empty lists', async () => {
    serve({ [SAVE_PATH]: ok(JOB_EVENT_DATA.userEvent) });
    const none = {
      ...JOB_EVENT_DATA,
      supportiveDestiny: [],
      supportiveDestinyRows: [],
      opposingDestiny: [],
      opposingDestinyRows: [],
      userEvent: { ...JOB_EVENT_DATA.userEvent, supportiveDestinyCategory: '', opposingDestinyCategory: '' },
    };
    renderAt('/events.html', <DestinyAnalyserPanel runningId={1} eventData={none} />);
    expect(screen.getByText('No Supportive Destiny for this event')).toBeInTheDocument();
    expect(screen.getByText('No Opposive Destiny for this event')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: 'Destiny' });
    expect(postedTo(SAVE_PATH)).toEqual([
      { userId: 1, eventId: 7, supportiveDestinyCategory: '', opposingDestinyCategory: '' },
    ]);
  });
});
