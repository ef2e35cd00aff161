/**
 * Answers kept with a cached chart (ClientChart.shaped and the event answers): the same object for every
 * request until the chart's version changes, when a new chart makes new objects. Such an answer's identity
 * stands for its content, so the route layer serializes it once and sends the same bytes to every later
 * request (routes/register-calls.ts). Marking holds no answer alive: a WeakSet forgets it with its chart.
 */
const keptAnswers = new WeakSet<object>();

/**
 * Marks `answer` as kept and answers it. Only for a value nobody changes afterwards and that is rebuilt,
 * never edited, when what it depends on changes.
 */
export function keepAnswer<T>(answer: T): T {
  if (typeof answer === 'object' && answer !== null) keptAnswers.add(answer);
  return answer;
}

/** True when `answer` was marked by keepAnswer. */
export function isKeptAnswer(answer: unknown): answer is object {
  return typeof answer === 'object' && answer !== null && keptAnswers.has(answer);
}

/** The one answer kept per owner and key, with the variant it was made for. */
interface KeptVariant {
  variant: string;
  answer: unknown;
}

const variantsByOwner = new WeakMap<object, Map<string, KeptVariant>>();

/**
 * The answer named `key` of `owner` (a cached chart) for `variant` (the text of everything else the answer
 * depends on, e.g. a saved judgement), made by `make` and kept until a request brings another variant. One
 * answer per owner and key, so a chart holds at most one per key however often the variant changes; it goes
 * with its owner (a WeakMap), and is marked kept (keepAnswer) so its bytes are made once too.
 */
export function keepVariant<T>(owner: object, key: string, variant: string, make: () => T): T {
  let kept = variantsByOwner.get(owner);
  if (!kept) variantsByOwner.set(owner, (kept = new Map<string, KeptVariant>()));
  const found = kept.get(key);
  if (found?.variant === variant) return found.answer as T;
  const answer = keepAnswer(make());
  kept.set(key, { variant, answer });
  return answer;
}
