import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT, ok, renderAt, serve } from '../../components/chart-page/chart-page-fixtures';
import { PATHS } from '../../paths';
import { JOB, MARRIAGE as MARRIAGE_EVENT } from '../life-events/life-event-fixtures';
import { CLIENT_EVENTS_GROUP } from './client-events-group';
import { EventsPage } from './events-page';
import { JOB_EVENT_DATA } from './shared/event-fixtures';

const MARRIAGE_DATA = {
  ...JOB_EVENT_DATA,
  currentEvent: { ...JOB_EVENT_DATA.currentEvent, id: 1, key: 'marriage', name: 'Marriage' },
};

describe("the event picker with the client's life events", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the events the client has lived first, the latest on top, and opens one', async () => {
    serve({
      '/api/userrequest/12': ok(CLIENT),
      '/api/chart/event/12/marriage': ok(MARRIAGE_DATA),
      '/api/chart/event/12/job': ok(JOB_EVENT_DATA),
      '/api/lifeevents/12': ok({ events: [MARRIAGE_EVENT, { ...JOB, eventName: 'Job / service' }] }),
    });
    renderAt(`${PATHS.advancedStellarSystem}?client=12`, <EventsPage />);
    // The first render of the page in a run loads its modules: longer than the default second.
    await userEvent.click(await screen.findByRole('button', { name: 'Event: Marriage' }, { timeout: 5000 }));
    const group = await screen.findByRole('heading', { name: CLIENT_EVENTS_GROUP });
    const menu = group.parentElement!;
    const items = within(menu)
      .getAllByRole('button')
      .map((item) => item.textContent);
    expect(within(menu).getAllByRole('heading')[0]).toBe(group);
    expect(items.slice(0, 2)).toEqual(['Job / service', 'Marriage']);
    await userEvent.click(within(menu).getAllByRole('button', { name: 'Job / service' })[0]!);
    expect(await screen.findByRole('button', { name: 'Event: Job / service' })).toBeInTheDocument();
  });

  it('keeps the catalogue alone when the client has no life events', async () => {
    serve({
      '/api/userrequest/12': ok(CLIENT),
      '/api/chart/event/12/marriage': ok(MARRIAGE_DATA),
      '/api/lifeevents/12': ok({ events: [] }),
    });
    renderAt(`${PATHS.advancedStellarSystem}?client=12`, <EventsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Event: Marriage' }));
    await screen.findByRole('heading', { name: 'Career and money' });
    expect(screen.queryByRole('heading', { name: CLIENT_EVENTS_GROUP })).not.toBeInTheDocument();
  });
});
