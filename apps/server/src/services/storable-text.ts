/**
 * The text rules every write shares, whether a request's body (plugins/input-guard.ts) or a record of an
 * imported file (import-export): a text neither database stores faithfully is refused, and a JSON document
 * nested deeper than any of ours is refused before anything walks it.
 */

// A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Deepest nesting of arrays and objects a request body or practice file may have. Ours reach 4 (a practice
 * file: document, clients, client, events, event); the bound keeps every walk of a document short and flat.
 */
export const MAX_JSON_DEPTH = 32;

/** The message of a text field holding a character neither database can store faithfully. */
export function unstorableTextMessage(field: string): string {
  return `${field} contains a character that is not allowed (a NUL or an unpaired surrogate)`;
}

/** The message of a JSON document nested deeper than MAX_JSON_DEPTH. */
export const TOO_DEEP_MESSAGE = `The request is nested more than ${MAX_JSON_DEPTH} levels deep`;

/**
 * True when the JSON text opens more than `maxDepth` arrays or objects inside one another. One pass over
 * the characters, no recursion and no parse: so it can run before JSON.parse on any text within the size
 * limit. Brackets inside strings do not count.
 */
export function isNestedDeeperThan(text: string, maxDepth = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let isInString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (isInString) {
      if (c === 0x5c)
        i += 1; // a backslash escapes the next character
      else if (c === 0x22) isInString = false;
    } else if (c === 0x22) isInString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (c === 0x5d || c === 0x7d) depth -= 1;
  }
  return false;
}

/**
 * True for an object of plain values (a path's params, most queries) whose texts are all storable: checked
 * without building the paths of the walk below, on every request.
 */
function isFlatAndStorable(value: unknown): boolean {
  if (typeof value !== 'object' || value === null)
    return typeof value !== 'string' || !UNSTORABLE.test(value);
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const child = (value as Record<string, unknown>)[key];
    if (typeof child === 'object' && child !== null) return false;
    if (typeof child === 'string' && UNSTORABLE.test(child)) return false;
  }
  return true;
}

/**
 * The path of the first string under `value` that holds an unstorable character (['birthCity'],
 * ['options', '2']), else null. Walks with its own stack, never recursing, and looks no deeper than
 * MAX_JSON_DEPTH (a deeper value is refused before it gets here).
 */
export function findUnstorableText(value: unknown): string[] | null {
  if (isFlatAndStorable(value)) return null;
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    if (typeof item.value === 'string') {
      if (UNSTORABLE.test(item.value)) return item.path;
      continue;
    }
    if (typeof item.value !== 'object' || item.value === null || item.path.length > MAX_JSON_DEPTH) continue;
    // Pushed in reverse so the first field is looked at first, as a reader would name it.
    const entries = Object.entries(item.value as Record<string, unknown>).reverse();
    for (const [key, child] of entries) stack.push({ value: child, path: [...item.path, key] });
  }
  return null;
}
