/** GET /chart/event/{userId}/{eventKey}: the whole Event data of the spec for one client and event. */
import {
  EVENT_CATALOGUE,
  EVENT_GROUPS,
  PLANET_SHORT_NAMES,
  findSelfHouses,
  type DestinyRow,
  type EventDefinition,
  type EventGroup,
} from '@kpdesk/astro';
import {
  EVENT_GROUP_NAMES,
  PLANET_CATEGORIES,
  PLANET_CATEGORY_SYMBOLS,
  nameOf,
  type EffectiveSettings,
} from '@kpdesk/contract';
import type { ChartDeps } from '../chart-core/chart-loader.js';
import { keepVariant } from '../chart-core/kept-answers.js';
import { loadEventContext, requireEventByKey, type EventContext } from './event-context.js';

/** The event with its six house lists as comma text ("2,11"). */
export function describeEvent(event: EventDefinition) {
  const lists = Object.fromEntries(EVENT_GROUPS.map((g) => [g, event.groups[g].join(',')]));
  return { id: event.id, key: event.key, name: event.name, ...lists } as {
    id: number;
    key: string;
    name: string;
  } & Record<EventGroup, string>;
}

/** The catalogue for the dropdown: menu group → event key → name, in catalogue order. */
function describeCatalogue(): Record<string, Record<string, string>> {
  const menu: Record<string, Record<string, string>> = {};
  for (const event of EVENT_CATALOGUE) (menu[event.menuGroup] ??= {})[event.key] = event.name;
  return menu;
}

function describeColours(settings: EffectiveSettings) {
  return {
    allEventCategoryColor: EVENT_GROUPS.map((group, i) => ({
      group,
      name: EVENT_GROUP_NAMES[group],
      colour: settings.eventValueColours[i] ?? 'Gray',
    })),
    allPlanetCategory: PLANET_CATEGORIES.ids.map((value, i) => ({
      value,
      shortName: PLANET_CATEGORY_SYMBOLS[value],
      longName: nameOf(PLANET_CATEGORIES, value, 'en'),
      background: settings.eventColours[i]?.background ?? 'White',
      text: settings.eventColours[i]?.text ?? 'Black',
    })),
  };
}

const listOrDash = (houses: readonly number[]) => (houses.length ? houses.join(',') : '-');

function describeSignificators(context: EventContext) {
  return context.categories.map((c) => {
    const self = findSelfHouses(context.lords, c.planet);
    const cells = {
      cl: listOrDash(self.cl),
      occ: String(self.occ),
      cst: listOrDash(self.cst),
      csl: listOrDash(self.csl),
    };
    return {
      planet: PLANET_SHORT_NAMES[c.planet],
      name: c.planet,
      ...cells,
      significators: [cells.cl, cells.occ, cells.cst, cells.csl].join('/'),
      houseClass: c.class,
      proposedCategory: c.category,
    };
  });
}

/** Label, sub lord and row string of destiny rows (spec: destiny labels, …DestinyPlanet, …EventDestiny). */
export function describeDestiny(rows: readonly DestinyRow[]) {
  return {
    labels: rows.map((row) => `${EVENT_GROUP_NAMES[row.group]} ${row.cusp}`),
    planets: rows.map((row) => row.subLord),
    strings: rows.map((row) => [row.cusp, EVENT_GROUP_NAMES[row.group], row.subLord, row.category].join(',')),
  };
}

/**
 * The Event data of one client and event (404 when the client is not the astrologer's or no such event),
 * made once per chart, event and saved judgement and kept with the chart.
 */
export async function getEventData(
  deps: ChartDeps,
  astrologerId: number,
  params: { userId: number; eventKey: string },
) {
  const event = requireEventByKey(params.eventKey);
  const context = await loadEventContext(deps, astrologerId, params.userId, event);
  return keepVariant(context.clientChart, `event-data-${event.id}`, context.userEventVariant, () =>
    describeEventData(context),
  );
}

function describeEventData(context: EventContext) {
  const supportive = describeDestiny(context.destiny.supportive);
  const opposing = describeDestiny(context.destiny.opposing);
  return {
    currentEvent: describeEvent(context.event),
    allEvents: describeCatalogue(),
    ...describeColours(context.clientChart.settings),
    eventSignificators: describeSignificators(context),
    supportiveDestiny: supportive.labels,
    supportiveDestinyPlanet: supportive.planets,
    supportiveEventDestiny: supportive.strings,
    supportiveDestinyRows: context.destiny.supportive,
    opposingDestiny: opposing.labels,
    opposingDestinyPlanet: opposing.planets,
    opposingEventDestiny: opposing.strings,
    opposingDestinyRows: context.destiny.opposing,
    userEvent: context.userEvent,
  };
}
