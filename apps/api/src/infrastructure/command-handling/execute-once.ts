import { DomainError, type Decider, type DomainCommand, type DomainEvent } from '@pratiche/domain';
import type { CommandExecutor } from './command-executor';
import { systemContext } from './request-context';

export type OnceOnlyCommand<S, C extends DomainCommand, E extends DomainEvent> = { decider: Decider<S, C, E>; streamId: string; command: C };

/**
 * Background work done exactly once whichever instance runs it: the command is decided on a
 * stream that must not hold its result yet (a stream of its own that must not exist yet, or the
 * practice at the version read), so an instance that loses the race re-reads and decides
 * nothing. Contention beyond the retries (409) appends nothing either: the winner did the work,
 * or the next run finds it still due. Answers the events this instance appended.
 */
export const executeOnce = async <S, C extends DomainCommand, E extends DomainEvent>(
  executor: CommandExecutor,
  { decider, streamId, command }: OnceOnlyCommand<S, C, E>,
  onContention: (error: DomainError) => void = () => undefined,
): Promise<readonly E[]> => {
  try {
    const { events } = await executor.execute({ decider, streamId, command, context: systemContext() });
    return events;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    onContention(error);
    return [];
  }
};
