import { EVENT_DROPDOWN_HEIGHT_PX } from '@kpdesk/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../paths';
import { CLIENT, ok, renderAt, serve } from '../../components/chart-page/chart-page-fixtures';
import { JOB_EVENT_DATA } from './shared/event-fixtures';
import { EventsPage } from './events-page';

const MARRIAGE = {
  ...JOB_EVENT_DATA,
  currentEvent: { ...JOB_EVENT_DATA.currentEvent, id: 1, key: 'marriage', name: 'Marriage' },
};

/** Two planetary and one cuspal position row of the Appendix A chart (columns as the server sends). */
const COLUMNS = ['Planet', 'Sign', 'Degree', 'Star', 'Pada', 'Longitude', 'Sign Lord', 'Retro', 'House'];
const LORDS = ['Star Lord', 'Sub Lord', 'Sub Sub Lord', 'Sub Sub Sub Lord', 'Margin Earlier', 'Margin Later'];
const POSITIONS = {
  columns: [...COLUMNS, ...LORDS, 'Navamsa Sign'],
  rows: [
    ['Sun', 'Leo', '26°04′14″', 'Purva Phalguni', '4', '146°04′14″', 'Sun', '', '5', 'Venus', 'Ketu', 'Sun'],
    ['Moon', 'Aquarius', '23°16′38″', 'Purva Bhadrapada', '1', '323°16′38″', 'Saturn', '', '11', 'Jupiter'],
  ].map((row) => [...row, ...Array<string>(16 - row.length).fill('')]),
};

type Answer = ReturnType<typeof ok> | Promise<ReturnType<typeof ok>>;

function serveEventPage(extra: Record<string, Answer> = {}) {
  serve({
    '/api/userrequest/12': ok(CLIENT),
    '/api/chart/event/12/marriage': ok(MARRIAGE),
    '/api/chart/event/12/job': ok(JOB_EVENT_DATA),
    ...extra,
  });
}

describe('Advanced Stellar System page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens on the Event Analyser of the first event, after the loading text', async () => {
    serveEventPage();
    renderAt(`${PATHS.advancedStellarSystem}?client=12`, <EventsPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading - Event Anayser');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: /^Advanced Stellar System · Event Analyser — Meena/,
      }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Marriage' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Planet categories' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Event Analyser', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Destiny Analyser', pressed: false })).toBeInTheDocument();
  });

  it('lists the events by group in a 250 px scrolling menu; another event loads its own data', async () => {
    serveEventPage();
    renderAt(`${PATHS.advancedStellarSystem}?client=12`, <EventsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Event: Marriage' }));
    const careers = await screen.findByRole('heading', { name: 'Career and money' });
    const menu = careers.parentElement!;
    expect(menu.style.maxHeight).toBe(`${EVENT_DROPDOWN_HEIGHT_PX}px`);
    expect(menu.style.overflowY).toBe('auto');
    await userEvent.click(within(menu).getByRole('button', { name: 'Job / service' }));
    expect(await screen.findByRole('heading', { name: 'Job / service' })).toBeInTheDocument();
    expect(vi.mocked(fetch)).toHaveBeenCalledWith('/api/chart/event/12/job', expect.anything());
    expect(screen.getByRole('button', { name: 'Event: Job / service' })).toBeInTheDocument();
  });

  it('keeps unsaved edits of a panel while another panel is shown', async () => {
    serveEventPage();
    renderAt(`${PATHS.advancedStellarSystem}?client=12`, <EventsPage />);
    const result = await screen.findByRole('combobox', { name: 'Result of Sun' });
    await userEvent.selectOptions(result, 'Favourable (More)');
    await userEvent.click(screen.getByRole('button', { name: 'Destiny Analyser' }));
    expect(await screen.findByRole('table', { name: 'Supportive Destiny' })).toBeVisible();
    expect(result).not.toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Event Analyser' }));
    expect(screen.getByRole('combobox', { name: 'Result of Sun' })).toHaveDisplayValue('Favourable (More)');
  });

  it('puts Birth Time Correction before the natal panels, full width, and keeps unsaved edits meanwhile', async () => {
    serveEventPage({ '/api/chart/planetarypositionchart/12': ok(POSITIONS) });
    renderAt(`${PATHS.advancedStellarSystem}?client=12`, <EventsPage />);
    const result = await screen.findByRole('combobox', { name: 'Result of Sun' });
    await userEvent.selectOptions(result, 'Favourable (More)');
    const panels = screen.getByRole('group', { name: 'Panels' });
    await userEvent.click(within(panels).getByRole('button', { name: 'Natal Position' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move left' }));
    const position = screen.getByRole('region', { name: 'Natal Position' });
    const main = () => screen.getByRole('region', { name: 'Event Analyser' });
    // Beside the main panel (left) while judging an event...
    expect(position.compareDocumentPosition(main()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Birth Time Correction' }));
    const correction = await screen.findByRole('region', { name: 'Birth Time Correction' });
    // ...after it, on the full width, while correcting the birth time.
    expect(correction.compareDocumentPosition(position) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Event Analyser' }));
    expect(within(main()).getByRole('combobox', { name: 'Result of Sun' })).toHaveDisplayValue(
      'Favourable (More)',
    );
  });

  it('after a save reloads the event data, the dialog stays and the saved values show', async () => {
    let marriage = MARRIAGE;
    serve({
      '/api/userrequest/12': ok(CLIENT),
      get '/api/chart/event/12/marriage'() {
        return ok(marriage);
      },
      '/api/chart/event/planetcategory': ok(null),
    });
    renderAt(`${PATHS.advancedStellarSystem}?client=12`, <EventsPage />);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Result of Mars' }), 'Mixed');
    marriage = {
      ...MARRIAGE,
      userEvent: { ...MARRIAGE.userEvent, isSaved: true, planetCategory: '6,8,5,3,5,5,6,6,4' },
    };
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Showing the saved judgement.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Event Analyser' })).toHaveTextContent(
      'Planet values updated successfully.',
    );
    expect(screen.getByRole('combobox', { name: 'Result of Mars' })).toHaveDisplayValue('Mixed');
  });

  it('toggles Natal Position (three-letter lords, moved left and right) and Self Significators', async () => {
    let answerPlanets: (value: ReturnType<typeof ok>) => void = () => undefined;
    serveEventPage({
      '/api/chart/planetarypositionchart/12': new Promise((resolve) => (answerPlanets = resolve)),
      '/api/chart/cuspalpositionchart/12': ok({
        ...POSITIONS,
        columns: ['Cusp', ...POSITIONS.columns.slice(1)],
      }),
    });
    renderAt(`${PATHS.advancedStellarSystem}?client=12`, <EventsPage />);
    const panels = await screen.findByRole('group', { name: 'Panels' });
    await userEvent.click(within(panels).getByRole('button', { name: 'Natal Position' }));
    expect(await screen.findByText('Loading - Planetary Position')).toBeInTheDocument();
    answerPlanets(ok(POSITIONS));
    const planets = await screen.findByRole('table', { name: 'Planetary Position' });
    expect(within(planets).getByRole('row', { name: 'Sun Sun Venus Ketu Sun' })).toBeInTheDocument();
    expect(within(planets).getAllByText('Ven')[0]).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('table', { name: 'House Position' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Move left' }));
    expect(screen.getByRole('button', { name: 'Move right' })).toBeInTheDocument();
    await userEvent.click(within(panels).getByRole('button', { name: 'Self Significators' }));
    expect(
      within(panels).getByRole('button', { name: 'Self Significators', pressed: true }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Self Significators' })).toBeInTheDocument(),
    );
    await userEvent.click(within(panels).getByRole('button', { name: 'Natal Position' }));
    expect(screen.queryByRole('table', { name: 'Planetary Position' })).toBeNull();
  });
});
