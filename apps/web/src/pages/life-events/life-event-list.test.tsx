import { DEFAULT_DATE_FORMAT, DEFAULT_TIME_FORMAT } from '@kpdesk/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguageResources } from '../../i18n/language-resources';
import { applyDisplayLanguage, i18next } from '../../i18n/setup';
import { showersOf } from './life-event-display';
import { JOB, MARRIAGE } from './life-event-fixtures';
import { LifeEventList } from './life-event-list';

const show = showersOf({ dateFormat: DEFAULT_DATE_FORMAT, timeFormat: DEFAULT_TIME_FORMAT }, i18next.t);

function renderList(events = [MARRIAGE, JOB]) {
  const onEdit = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <LifeEventList runningId={12} events={events} show={show} onEdit={onEdit} onDeleted={vi.fn()} />
    </QueryClientProvider>,
  );
  return onEdit;
}

describe('the life event list in Tamil', () => {
  afterEach(() => applyDisplayLanguage('en'));

  it('heads each event with its name, moment and score, and names its buttons and evidence in Tamil', async () => {
    await loadLanguageResources('ta');
    applyDisplayLanguage('ta');
    const onEdit = renderList();
    const marriage = screen.getByRole('article', {
      name: '1. திருமணம் — 01-06-2010 10:30:00 AM · மதிப்பெண் +5',
    });
    const evidence = within(marriage).getByRole('table', {
      name: 'திருமணம் 01-06-2010 10:30:00 AM: தசா காலங்கள், வாக்குறுதி, மதிப்பெண்',
    });
    expect(within(evidence).getByRole('columnheader', { name: 'வகை' })).toBeInTheDocument();
    expect(within(evidence).getByRole('rowheader', { name: 'புக்தி' })).toBeInTheDocument();
    expect(within(evidence).getByRole('cell', { name: 'சனி' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: /03-09-2012 \(நேரம் தெரியாது\)/ })).toBeInTheDocument();
    await userEvent.click(
      within(marriage).getByRole('button', { name: 'திருமணம் 01-06-2010 10:30:00 AM திருத்து' }),
    );
    expect(onEdit).toHaveBeenCalledWith(MARRIAGE);
    await userEvent.click(
      within(marriage).getByRole('button', { name: 'திருமணம் 01-06-2010 10:30:00 AM நீக்கு' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'வாழ்க்கை நிகழ்வை நீக்கு' });
    expect(dialog).toHaveTextContent('01-06-2010 10:30:00 AM அன்று நடந்த திருமணம் நீக்கவா?');
    expect(within(dialog).getByRole('button', { name: 'மூடு' })).toBeInTheDocument();
  });

  it('asks for the first event in Tamil when there is none', async () => {
    await loadLanguageResources('ta');
    applyDisplayLanguage('ta');
    renderList([]);
    expect(screen.getByText(/^இன்னும் வாழ்க்கை நிகழ்வுகள் இல்லை\./)).toBeInTheDocument();
  });
});
