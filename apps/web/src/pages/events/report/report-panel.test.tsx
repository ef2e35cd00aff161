import { EVENT_MESSAGES } from '@kpdesk/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderAt, serve } from '../../../components/chart-page/chart-page-fixtures';
import { postedTo, savedEventData } from '../shared/event-fixtures';
import { ReportPanel } from './report-panel';

const GENERATED = 'Event: Job / service (Primary 10; Secondary 2,6,11).';

describe('Report panel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('removes &, < and > as typed, counts the characters left, generates, resets and saves', async () => {
    serve({
      '/api/chart/event/prediction/1/7': ok(GENERATED),
      '/api/chart/event/prediction': ok(null),
    });
    const data = savedEventData({ prediction: 'Saved note', planetCategory: '9,8,5,3,1,5,6,6,4' });
    renderAt('/events.html', <ReportPanel runningId={1} eventData={data} />);
    const box = screen.getByRole('textbox', { name: 'Comment' });
    expect(box).toHaveValue('Saved note');
    expect(box).toHaveAccessibleDescription(`${EVENT_MESSAGES.commentHint} Char : 990`);
    await userEvent.type(box, ' A&B<C>');
    expect(box).toHaveValue('Saved note ABC');
    expect(screen.getByText('Char : 986')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    await vi.waitFor(() => expect(box).toHaveValue(GENERATED));
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(box).toHaveValue('Saved note');

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('dialog', { name: 'Comment' })).toHaveTextContent(
      EVENT_MESSAGES.commentSaved,
    );
    expect(postedTo('/api/chart/event/prediction')).toEqual([
      { userId: 1, eventId: 7, prediction: 'Saved note' },
    ]);
  });

  it('sums up the saved planet and destiny results in words', () => {
    serve({});
    const data = savedEventData({ planetCategory: '9,8,5,3,1,5,6,6,4', planetOrder: '1,0,0,0,0,0,0,0,0' });
    renderAt('/events.html', <ReportPanel runningId={1} eventData={data} />);
    const planets = screen.getByRole('table', { name: 'Planet results' });
    expect(within(planets).getByRole('row', { name: 'Ketu Unfavourable (More) 1' })).toBeInTheDocument();
    const destiny = screen.getByRole('table', { name: 'Destiny results' });
    expect(
      within(destiny).getByRole('row', { name: 'Opposive Worst 9 Mercury Mixed (+ve)' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Showing the saved judgement.')).toBeInTheDocument();
  });
});
