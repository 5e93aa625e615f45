import { DomainError } from './domain-error';
import type { Decider, DomainCommand, DomainEvent } from './decider';

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
        thenThrows: (message: string, kind: DomainError['kind']) => {
          let thrown: unknown;
          try {
            run();
          } catch (error) {
            thrown = error;
          }
          expect(thrown).toBeInstanceOf(DomainError);
          expect(thrown).toMatchObject({ message, kind });
        },
      };
    },
  }),
});
