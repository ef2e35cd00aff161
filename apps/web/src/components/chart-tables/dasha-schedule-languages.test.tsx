import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadLanguageResources } from '../../i18n/language-resources';
import { applyDisplayLanguage } from '../../i18n/setup';
import { renderAt } from '../chart-page/chart-page-fixtures';
import { DashaSchedule } from './dasha-schedule';
import { ANTARA_START_CLOCK, OFFSET, serveSchedule } from './dasha-schedule-fixtures';

const renderSchedule = () => renderAt('/', <DashaSchedule runningId={12} dateText={(m) => m.slice(0, 10)} />);

describe('DashaSchedule in the display language', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // One hour into Sun Dasha, Rahu Bhukti, Ketu Andharam, as in the English tests.
    vi.setSystemTime(ANTARA_START_CLOCK - OFFSET * 3_600_000 + 3_600_000);
    serveSchedule();
  });
  afterEach(() => {
    applyDisplayLanguage('en');
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('reads the summary, its captions, headings and running marks in Hindi', async () => {
    await loadLanguageResources('hi');
    applyDisplayLanguage('hi');
    renderSchedule();
    const dasha = await screen.findByRole('table', {
      name: /^सूर्य दशा: 2007-\d\d-\d\d से 2016-\d\d-\d\d तक अभी चल रही$/,
    });
    expect(within(dasha).getByRole('columnheader', { name: 'भुक्ति' })).toBeInTheDocument();
    expect(within(dasha).getByRole('columnheader', { name: 'आरंभ' })).toBeInTheDocument();
    expect(within(dasha).getByRole('row', { name: /^राहु अभी चल रही / })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('region', { name: 'दशा भुक्ति अंतर' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'दशा भुक्ति अंतर (सारांश)' })).toBeInTheDocument();
    const views = screen.getByRole('group', { name: 'दशा सारणी का दृश्य' });
    expect(
      within(views)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['सारांश', 'विस्तृत दृश्य', 'सूक्ष्म और प्राण']);
    expect(screen.getByText('जन्म समय केतु दशा शेष: 3 वर्ष 1 माह 0 दिन')).toBeVisible();
    const chain = screen.getByRole('table', { name: 'अभी चल रही: दशा से प्राण तक' });
    const levels = within(chain)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(levels).toEqual(['▶दशा', '▶भुक्ति', '▶अंतर', '▶सूक्ष्म', '▶प्राण']);
  });

  it('reads the drilldown choice and its bhukti captions in Tamil', async () => {
    await loadLanguageResources('ta');
    applyDisplayLanguage('ta');
    const user = userEvent.setup();
    renderSchedule();
    await user.click(await screen.findByRole('button', { name: 'விரிவான பார்வை' }));
    const choice = await screen.findByRole('combobox', { name: 'தசை' });
    expect(within(choice).getByRole('option', { selected: true })).toHaveTextContent(
      /^சூரியன் \(2007-\d\d-\d\d முதல் 2016-\d\d-\d\d வரை\) \(இப்போது நடப்பு\)$/,
    );
    const bhukti = await screen.findByRole('table', {
      name: /^சூரியன் தசை, ராகு புக்தி: .* வரை இப்போது நடப்பு$/,
    });
    expect(within(bhukti).getByRole('columnheader', { name: 'அந்தரம்' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'தசை புக்தி அந்தரம் (விரிவு)' })).toBeInTheDocument();
  });

  it('reads the sookshma choices and captions in Telugu', async () => {
    await loadLanguageResources('te');
    applyDisplayLanguage('te');
    const user = userEvent.setup();
    renderSchedule();
    await user.click(await screen.findByRole('button', { name: 'సూక్ష్మ, ప్రాణ' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'అంతర' })).toHaveValue('4'));
    expect(screen.getByRole('combobox', { name: 'దశ' })).toHaveValue('2');
    expect(screen.getByRole('combobox', { name: 'భుక్తి' })).toHaveValue('3');
    const running = await screen.findByRole('table', {
      name: /^సూర్యుడు దశ, రాహువు భుక్తి, కేతువు అంతర, కేతువు సూక్ష్మ: .* వరకు ప్రస్తుతం నడుస్తోంది$/,
    });
    expect(within(running).getByRole('columnheader', { name: 'ప్రాణ' })).toBeInTheDocument();
    expect(within(running).getByRole('row', { name: /^కేతువు ప్రస్తుతం నడుస్తోంది / })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });
});
