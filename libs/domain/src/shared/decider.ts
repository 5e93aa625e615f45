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
