import type { PlanetSchedule } from '@kpdesk/contract';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguageResources } from '../../i18n/language-resources';
import { applyDisplayLanguage } from '../../i18n/setup';
import { DashaTimeline } from './dasha-timeline';

const LORDS = ['Sun', 'Moon', 'Mars', 'Rahu', 'Jupiter', 'Saturn', 'Mercury', 'Ketu', 'Venus'];
const SCHEDULE: PlanetSchedule = {
  birthDate: '2000-01-01 00:00:00',
  dashas: LORDS.map((lord, i) => ({
    lord,
    start: `${1995 + i * 10}-01-01 00:00:00`,
    end: `${2005 + i * 10}-01-01 00:00:00`,
    bhuktis: LORDS.map((bhukti, j) => ({
      lord: bhukti,
      start: `${1995 + i * 10 + j}-01-01 00:00:00`,
      end: `${1995 + i * 10 + (j === 8 ? 10 : j + 1)}-01-01 00:00:00`,
    })),
  })),
};

/** The timeline of the schedule with two events, the picture's words in the display language. */
function renderTimeline() {
  render(
    <DashaTimeline
      schedule={SCHEDULE}
      events={[
        { id: 1, ordinal: 1, title: 'Marriage 01-06-2010', moment: '2010-06-01 12:00:00' },
        { id: 2, ordinal: 2, title: 'Job 03-09-2012', moment: '2012-09-03 12:00:00' },
      ]}
      offsetHours={5.5}
      now={Date.UTC(2024, 0, 1)}
      clientName="Meena Iyer"
      showMoment={(moment) => moment.slice(0, 4)}
    />,
  );
}

describe('the dasha timeline', () => {
  it('is a named picture whose event markers and today carry titles in words', () => {
    renderTimeline();
    const picture = screen.getByRole('img', { name: /timeline/ });
    expect(picture).toHaveAccessibleName(
      'Dasha timeline of Meena Iyer: mahadashas and bhuktis from the birth, today and 2 life events',
    );
    const titles = [...picture.querySelectorAll('.timeline-event > title')].map((t) => t.textContent);
    expect(titles).toEqual(['Marriage 01-06-2010', 'Job 03-09-2012']);
    expect(picture.querySelector('.timeline-today > text')?.textContent).toBe('Today');
    const dashaTitles = [...picture.querySelectorAll('.timeline-bar > title')].map((t) => t.textContent);
    expect(dashaTitles).toContain('Moon Dasha: 2005 to 2015');
    expect(dashaTitles).toContain('Venus Bhukti: 2013 to 2015');
  });
});

describe('the dasha timeline in Tamil', () => {
  afterEach(() => applyDisplayLanguage('en'));

  it('names the picture, the bars, the birth and today in Tamil', async () => {
    await loadLanguageResources('ta');
    applyDisplayLanguage('ta');
    renderTimeline();
    expect(screen.getByRole('region', { name: 'தசை காலவரிசை (பக்கவாட்டில் நகரும்)' })).toBeInTheDocument();
    const picture = screen.getByRole('img', {
      name: 'Meena Iyer இன் தசை காலவரிசை: பிறப்பிலிருந்து மகா தசைகளும் புக்திகளும், இன்று, 2 வாழ்க்கை நிகழ்வுகள்',
    });
    expect(picture.querySelector('.timeline-today > text')?.textContent).toBe('இன்று');
    const bars = [...picture.querySelectorAll('.timeline-bar > title')].map((t) => t.textContent);
    expect(bars).toContain('சந்திரன் தசை: 2005 முதல் 2015 வரை');
    expect(bars).toContain('சுக்கிரன் புக்தி: 2013 முதல் 2015 வரை');
    const words = [...picture.querySelectorAll('text')].map((t) => t.textContent);
    expect(words).toContain('பிறப்பு');
  });
});
