import { formatDate, formatGmtOffset, formatTime, parseMoment } from '@kpdesk/contract';
import type { TFunction } from 'i18next';
import type { LifeEvent } from '../../api/life-events';
import type { DisplayFormats } from '../../api/use-display-formats';
import { showChangeMoment } from '../../components/chart-tables/moment-display';

/** How the page writes its dates and moments, in the client's display formats. */
export interface LifeEventShowers {
  /** An event's date and time (with its own zone when it has one), or its date with "time not known". */
  eventWhen: (event: Pick<LifeEvent, 'date' | 'time'> & Partial<Pick<LifeEvent, 'timezone'>>) => string;
  /** A period bound ('yyyy-MM-dd HH:mm:ss') as its date. */
  periodDate: (moment: string) => string;
  /** A candidate moment ('yyyy-MM-dd HH:mm:ss') to the second, with its date. */
  candidateMoment: (moment: string) => string;
  /** A candidate moment's date and its time to the second, apart (a narrow cell breaks between them). */
  candidateParts: (moment: string) => [date: string, time: string];
}

/**
 * The page's ways of writing dates and moments in `formats`, their words in the display language (`t`); text
 * that is no moment is shown as it came.
 */
export function showersOf(formats: DisplayFormats, t: TFunction): LifeEventShowers {
  return {
    eventWhen: ({ date, time, timezone }) => {
      const day = formatDate(date, formats.dateFormat);
      if (!time) return t('{{date}} (time not known)', { date: day });
      // A time on the event's own clock says which; one on the birth clock reads as every other time.
      const zone = timezone === null || timezone === undefined ? '' : ` (GMT${formatGmtOffset(timezone)})`;
      return `${day} ${formatTime(time, formats.timeFormat)}${zone}`;
    },
    periodDate: (moment) => {
      const parsed = parseMoment(moment);
      return parsed ? formatDate(parsed.date, formats.dateFormat) : moment;
    },
    candidateMoment: (moment) => {
      const parsed = parseMoment(moment);
      return parsed ? showChangeMoment(parsed, formats, true) : moment;
    },
    candidateParts: (moment) => {
      const parsed = parseMoment(moment);
      if (!parsed) return [moment, ''];
      return [formatDate(parsed.date, formats.dateFormat), showChangeMoment(parsed, formats, false)];
    },
  };
}
