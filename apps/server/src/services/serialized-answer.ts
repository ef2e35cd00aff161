/**
 * An answer already turned into JSON where it was computed (a worker thread), checked there against its
 * call's answer schema as the route's serializer would: the route layer sends the text as the envelope's
 * data (routes/register-calls.ts) instead of checking and serialising it again on the event loop. For
 * answers that grow with their input (an import preview's 10,000 rows).
 */
export class SerializedAnswer<T> {
  /** The answer's type, for the handler's type check only. */
  declare readonly answer?: T;

  constructor(readonly json: string) {}
}
