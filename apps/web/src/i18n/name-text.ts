import type { TFunction } from 'i18next';

/**
 * One name the answer carries by itself (a planet id, a sign, a star, a dasha lord, a house number) in the
 * display language: looked up whole in the one phrase system, which holds the domain's names; never taken
 * apart. Anything that is no name (a number, a date) is shown as it came.
 */
export function translateName(t: TFunction, name: string): string {
  return t(name, { defaultValue: name });
}

/**
 * A cell of a list of names in the contract's wire form (values joined by ',', as the chart tables send
 * them, spaced ', ' for reading): each value translated whole, the separators kept. A single name is a list of
 * one.
 */
export function translateList(t: TFunction, cell: string): string {
  return cell
    .split(',')
    .map((part) => {
      const name = part.trimStart();
      return `${part.slice(0, part.length - name.length)}${translateName(t, name)}`;
    })
    .join(',');
}

/**
 * A table cell a page composes from names: the names, the values it shows in brackets after them (houses
 * "Jupiter (7, 9, 12)", the day lord "Day Lord (Jupiter)") and a mark it adds ("Saturn (R)"). The parts stay
 * apart, so the table translates each name whole and never reads the composed text.
 */
export interface NameCell {
  readonly names: readonly string[];
  readonly bracketed: readonly string[];
  readonly note: string;
}

/**
 * A cell of one name (or a wire list 'Sun,Venus'), then the values of `bracketed` (a wire list, names or
 * numbers) in brackets, then `note` as written.
 */
export function nameCell(names: string, { bracketed = '', note = '' } = {}): NameCell {
  const values = (list: string) => (list ? list.split(',') : []);
  return { names: values(names), bracketed: values(bracketed), note };
}

/** True for a {@link NameCell}. */
export function isNameCell(cell: unknown): cell is NameCell {
  return typeof cell === 'object' && cell !== null && 'names' in cell && 'note' in cell;
}

/** A name cell in the display language: its names and bracketed values translated, joined ', ', then its note. */
export function translateNameCell(t: TFunction, cell: NameCell): string {
  const words = (values: readonly string[]) => values.map((value) => translateName(t, value)).join(', ');
  const bracketed = cell.bracketed.length > 0 ? ` (${words(cell.bracketed)})` : '';
  return `${words(cell.names)}${bracketed}${cell.note}`;
}

/**
 * A message of the server in the display language: the spec's notices come in English and the phrase system
 * holds their translations; a message it does not know (a refusal naming a value) is shown as it came.
 */
export function translateMessage(t: TFunction, message: string): string {
  return t(message, { defaultValue: message });
}
