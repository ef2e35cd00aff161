import type { PlanetSchedule } from '@kpdesk/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

describe('the dasha timeline', () => {
  it('is a named picture whose event markers and today carry titles in words', () => {
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
