/**
 * The event catalogue's names as translation entries: the fifteen life events and the six headings of the
 * event menu, whose words live once in @kpdesk/domain (LIFE_EVENTS, EVENT_MENU_GROUPS), keyed by the English
 * name the answers carry, so `t(eventName)` and the PDFs translate them without the server knowing the language.
 */
import { EVENT_MENU_GROUPS, LIFE_EVENTS, nameOf, type Vocabulary } from '@kpdesk/domain';
import type { DisplayLanguage } from './display-languages.js';

const EVENT_VOCABULARIES: readonly Vocabulary<string>[] = [LIFE_EVENTS, EVENT_MENU_GROUPS];

/** The English names: the catalogue's fifteen events, then the six menu headings. */
export const ENGLISH_EVENT_NAMES: readonly string[] = EVENT_VOCABULARIES.flatMap((v) =>
  v.ids.map((id) => nameOf(v, id, 'en')),
);

type EventNameTable = Readonly<Record<string, string>>;

function eventTable(language: DisplayLanguage): EventNameTable {
  return Object.fromEntries(
    EVENT_VOCABULARIES.flatMap((v) => v.ids.map((id) => [nameOf(v, id, 'en'), nameOf(v, id, language)])),
  );
}

/** The event and event-menu names of each display language, keyed by the English name. */
export const EVENT_NAMES: Readonly<Record<DisplayLanguage, EventNameTable>> = {
  en: eventTable('en'),
  hi: eventTable('hi'),
  ta: eventTable('ta'),
  te: eventTable('te'),
};

/** The event names of `language` as translation entries (English name → the language's name). */
export function eventNameEntries(language: DisplayLanguage): Record<string, string> {
  return { ...EVENT_NAMES[language] };
}
