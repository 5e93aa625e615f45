/** A domain event as the deciders see it: a past-tense type and its data. */
export type DomainEvent<Type extends string = string, Data extends object = object> = Readonly<{
  type: Type;
  data: Readonly<Data>;
}>;

export type DomainCommand<Type extends string = string, Data extends object = object> = Readonly<{
  type: Type;
  data: Readonly<Data>;
}>;

/**
 * A decider (see event-driven-io/emmett): `decide` checks a command against the state folded from
 * past events and returns new events or throws a DomainError; `evolve` folds one event into state.
 */
export type Decider<State, Command extends DomainCommand, Event extends DomainEvent> = {
  decide: (command: Command, state: State) => Event[];
  evolve: (state: State, event: Event) => State;
  initialState: () => State;
};

export const fold = <State, Event extends DomainEvent>(
  decider: Pick<Decider<State, DomainCommand, Event>, 'evolve' | 'initialState'>,
  events: readonly Event[],
): State => events.reduce(decider.evolve, decider.initialState());

export const assertNever = (value: never): never => {
  throw new Error(`Unexpected value: ${JSON.stringify(value)}`);
};

/**
 * A decider over several streams at once (a purchase reads the buyer, his wallet and the
 * practice): `decide` sees one state per named stream and answers the events for each stream
 * it writes to. Each stream keeps its own event type and `evolve`.
 */
export type MultiStreamDecider<States extends Record<string, unknown>, Events extends { [K in keyof States]: DomainEvent }, Command extends DomainCommand> = {
  decide: (command: Command, states: States) => StreamEvents<States, Events>;
  evolve: { [K in keyof States]: (state: States[K], event: Events[K]) => States[K] };
  initialState: { [K in keyof States]: () => States[K] };
};

/** New events per named stream; a stream left out is only read. */
export type StreamEvents<States, Events extends { [K in keyof States]: DomainEvent }> = { [K in keyof States]?: Events[K][] };
