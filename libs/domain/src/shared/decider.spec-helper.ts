import type { Decider, DomainCommand, DomainEvent, MultiStreamDecider, StreamEvents } from './decider';
import { DomainError } from './domain-error';

/**
 * Given/when/then for deciders, after emmett's DeciderSpecification:
 * `spec.given(events).when(command).then(events)` or `.thenThrows(message, kind)`.
 * Test-only (excluded from the build); uses jest's global `expect`.
 */
export const deciderSpec = <S, C extends DomainCommand, E extends DomainEvent>(decider: Decider<S, C, E>) => ({
  given: (events: readonly E[]) => ({
    when: (command: C) => {
      const run = () => decider.decide(command, events.reduce(decider.evolve, decider.initialState()));
      return {
        then: (expected: readonly E[]) => expect(run()).toEqual(expected),
        thenThrows: (message: string, kind: DomainError['kind']) => expectRefusal(run, message, kind),
      };
    },
  }),
});

/** `run` is refused with this Italian message and kind (a DomainError, not any crash). */
export const expectRefusal = (run: () => unknown, message: string, kind: DomainError['kind'] = 'validation') => {
  let thrown: unknown;
  try {
    run();
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(DomainError);
  expect(thrown).toMatchObject({ message, kind });
};

/**
 * The same for a decider over several streams: `given({wallet: [...], practice: [...]})`, each
 * stream folded with its own evolve (a stream left out is empty), `then({wallet: [...]})`.
 */
export const multiStreamDeciderSpec = <S extends Record<string, unknown>, E extends { [K in keyof S]: DomainEvent }, C extends DomainCommand>(
  decider: MultiStreamDecider<S, E, C>,
) => ({
  given: (history: { [K in keyof S]?: readonly E[K][] }) => ({
    when: (command: C) => {
      const run = () => {
        const states = {} as S;
        for (const key of Object.keys(decider.initialState) as (keyof S)[]) {
          states[key] = (history[key] ?? []).reduce(decider.evolve[key], decider.initialState[key]());
        }
        return decider.decide(command, states);
      };
      return {
        then: (expected: StreamEvents<S, E>) => expect(run()).toEqual(expected),
        thenThrows: (message: string, kind: DomainError['kind']) => expectRefusal(run, message, kind),
      };
    },
  }),
});
