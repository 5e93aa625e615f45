/**
 * The current time, injected wherever time is read (the `at` of every command, session
 * lifetimes, upload expiry), so a test can fix it or move it forward instead of waiting.
 * Production uses the system clock.
 */
export type Clock = () => Date;

export const CLOCK = Symbol('CLOCK');

export const systemClock: Clock = () => new Date();

/** The system clock moved `offsetMs` ahead (CLOCK_OFFSET_MS, tests of the built process only). */
export const offsetClock = (offsetMs: number): Clock => (offsetMs === 0 ? systemClock : () => new Date(Date.now() + offsetMs));
