/** The time source of services, so tests can move time (lockout expiry, OTP expiry, token expiry). */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
}

/** The real clock. */
export const systemClock: Clock = { now: () => Date.now() };
