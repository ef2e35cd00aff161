import { LIFE_EVENT_MESSAGES } from '@kpdesk/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguageResources } from '../../i18n/language-resources';
import { applyDisplayLanguage } from '../../i18n/setup';
import { LifeEventForm } from './life-event-form';
import { MARRIAGE } from './life-event-fixtures';

const CATALOGUE = {
  Marriage: { marriage: 'Marriage', divorce: 'Divorce' },
  Profession: { job: 'Job' },
};

/** A server answering every request with `answer`; the requests are read from the fetch mock. */
function serveAnswer(answer: { status: number; code: string; message: string; data: unknown }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json(
        { code: answer.code, message: answer.message, data: answer.data },
        { status: answer.status },
      ),
    ),
  );
}

const sent = () =>
  vi.mocked(fetch).mock.calls.map(([url, init]) => ({
    method: init?.method,
    url,
    body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
  }));

function renderForm(editing = null as typeof MARRIAGE | null) {
  const onSaved = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <LifeEventForm
        runningId={12}
        catalogue={CATALOGUE}
        editing={editing}
        dateRange={{ min: '1990-04-02', max: '2025-01-01' }}
        birthZone={5.5}
        onSaved={onSaved}
        onCancelEdit={() => undefined}
        onSending={() => undefined}
      />
    </QueryClientProvider>,
  );
  return onSaved;
}

describe('the life event form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses a blank event and date under their fields and sends nothing', async () => {
    serveAnswer({ status: 200, code: '200', message: '', data: { id: 1 } });
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Add event' }));
    expect(await screen.findByLabelText('Event')).toHaveAccessibleDescription(
      LIFE_EVENT_MESSAGES.eventKeyRequired,
    );
    expect(screen.getByLabelText('Date')).toHaveAccessibleDescription(LIFE_EVENT_MESSAGES.dateRequired);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('adds an event picked from its menu group, with time and note', async () => {
    serveAnswer({ status: 200, code: '200', message: '', data: { id: 9 } });
    const onSaved = renderForm();
    await userEvent.selectOptions(screen.getByLabelText('Event'), 'Job');
    await userEvent.type(screen.getByLabelText('Date'), '2012-09-03');
    await userEvent.type(screen.getByLabelText('Time (optional)'), '10:30');
    await userEvent.type(screen.getByLabelText('Note (optional)'), 'First job');
    await userEvent.click(screen.getByRole('button', { name: 'Add event' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(LIFE_EVENT_MESSAGES.added));
    expect(sent()[0]).toEqual({
      method: 'POST',
      url: '/api/lifeevents/12',
      body: { eventKey: 'job', date: '2012-09-03', time: '10:30:00', note: 'First job', timezone: null },
    });
  });

  it("says the time is on the birth clock, and sends the event's own zone when one is chosen", async () => {
    serveAnswer({ status: 200, code: '200', message: '', data: { id: 9 } });
    renderForm();
    const clock = screen.getByLabelText('Clock of the date and time');
    expect(clock).toHaveDisplayValue('Birth clock (GMT+05:30)');
    await userEvent.selectOptions(screen.getByLabelText('Event'), 'Marriage');
    await userEvent.type(screen.getByLabelText('Date'), '2016-07-02');
    await userEvent.type(screen.getByLabelText('Time (optional)'), '18:00');
    await userEvent.selectOptions(clock, '(GMT-04:00) Atlantic Time (Canada)');
    await userEvent.click(screen.getByRole('button', { name: 'Add event' }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]?.body).toEqual({
      eventKey: 'marriage',
      date: '2016-07-02',
      time: '18:00:00',
      note: '',
      timezone: -4,
    });
  });

  it('opens an edit on the clock the event was saved with', () => {
    renderForm({ ...MARRIAGE, timezone: -4 });
    expect(screen.getByLabelText('Clock of the date and time')).toHaveValue('-4');
  });

  it('brings an edit into view with its first field focused', async () => {
    // jsdom draws nothing and has no scrollIntoView: the call is what is checked.
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderForm(MARRIAGE);
    expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
    await waitFor(() => expect(screen.getByLabelText('Event')).toHaveFocus());
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it("shows the server's refusal under the field it names, focused", async () => {
    serveAnswer({ status: 400, code: '400', message: LIFE_EVENT_MESSAGES.dateBeforeBirth, data: null });
    const onSaved = renderForm(MARRIAGE);
    expect(screen.getByLabelText('Event')).toHaveValue('marriage');
    await userEvent.click(screen.getByRole('button', { name: 'Save event' }));
    const date = screen.getByLabelText('Date');
    await waitFor(() => expect(date).toHaveAccessibleDescription(LIFE_EVENT_MESSAGES.dateBeforeBirth));
    expect(date).toHaveFocus();
    expect(sent()[0]).toMatchObject({ method: 'PUT', url: '/api/lifeevents/12/41' });
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('the life event form in Telugu', () => {
  afterEach(() => applyDisplayLanguage('en'));

  it('names the form, its fields, the catalogue’s events and its buttons in Telugu', async () => {
    await loadLanguageResources('te');
    applyDisplayLanguage('te');
    renderForm();
    expect(screen.getByRole('form', { name: 'జీవిత సంఘటన జోడించండి' })).toBeInTheDocument();
    const event = screen.getByRole('combobox', { name: 'సంఘటన' });
    expect(screen.getByRole('option', { name: 'జీవిత సంఘటన ఎంచుకోండి' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'వివాహం' })).toBeInTheDocument();
    await userEvent.selectOptions(event, 'వివాహం');
    expect(event).toHaveValue('marriage');
    expect(screen.getByLabelText('తేదీ')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('సమయం (ఐచ్ఛికం)')).toHaveAccessibleDescription(
      'సమయం లేకపోతే సంఘటనను మధ్యాహ్నం జరిగినట్లు పరిగణిస్తారు.',
    );
    expect(screen.getByRole('textbox', { name: 'గమనిక (ఐచ్ఛికం)' })).toBeInTheDocument();
    expect(screen.getByText('ఇంకా 500 అక్షరాలు')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'సంఘటన జోడించు' })).toBeInTheDocument();
  });

  it('names an edit by the event in Telugu, with Save and Cancel edit', async () => {
    await loadLanguageResources('te');
    applyDisplayLanguage('te');
    renderForm(MARRIAGE);
    expect(screen.getByRole('heading', { name: 'సంఘటన సవరించండి: వివాహం' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'సంఘటన భద్రపరచు' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'సవరణ రద్దు చేయి' })).toBeInTheDocument();
  });
});
