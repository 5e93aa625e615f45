import { assertNever, type Decider, type DomainCommand } from '../shared/decider';
import { conflict, notFound } from '../shared/domain-error';
import type { UserEvent } from './user.events';
import { userMessages } from './user.messages';

/** An admin marks the user's `requestNumber`-th data-change request as handled. */
export type MarkDataChangeRequestDone = DomainCommand<'MarkDataChangeRequestDone', { userId: number; requestNumber: number; by: number; at: string }>;

/** The user stream's data-change requests: how many were made, and which are handled. */
export type DataChangeRequestsState = { requested: number; handled: readonly number[] };

export const evolveDataChangeRequests = (state: DataChangeRequestsState, event: UserEvent): DataChangeRequestsState => {
  if (event.type === 'DataChangeRequested') return { ...state, requested: state.requested + 1 };
  if (event.type === 'DataChangeRequestHandled') return { ...state, handled: [...state.handled, event.data.requestNumber] };
  return state;
};

/**
 * A request is handled once: a second 'done' (a second admin, a double click) is refused with a
 * 409, never recorded twice. Whoever the user is now (blocked, deleted, erased), an open
 * request can still be closed, so the inbox can always be emptied.
 */
export const decideDataChangeRequests = (command: MarkDataChangeRequestDone, state: DataChangeRequestsState): UserEvent[] => {
  switch (command.type) {
    case 'MarkDataChangeRequestDone': {
      const { userId, requestNumber, by, at } = command.data;
      if (requestNumber < 1 || requestNumber > state.requested) throw notFound(userMessages.dataChangeRequestNotFound);
      if (state.handled.includes(requestNumber)) throw conflict(userMessages.dataChangeRequestAlreadyHandled);
      return [{ type: 'DataChangeRequestHandled', data: { userId, requestNumber, by, at } }];
    }
    default:
      return assertNever(command.type);
  }
};

/** A decider over the user stream that reads only its data-change requests. */
export const dataChangeRequestsDecider: Decider<DataChangeRequestsState, MarkDataChangeRequestDone, UserEvent> = {
  decide: decideDataChangeRequests,
  evolve: evolveDataChangeRequests,
  initialState: () => ({ requested: 0, handled: [] }),
};
