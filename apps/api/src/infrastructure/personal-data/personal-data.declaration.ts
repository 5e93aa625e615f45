import type { DomainEvent } from '@pratiche/domain';

/** What every reader sees in a personal field once its subject's key is destroyed. */
export const ERASED_PERSONAL_DATA = 'Dato cancellato';

/** The key owner of a person's data: every capability names a person by user id the same way. */
export const personSubject = (userId: number) => `user-${userId}`;

/**
 * Which fields of one event type are personal data and whose key seals them. A field is a
 * dotted path into the event data; `*` stands for every key of an object (free-form maps such as
 * `fieldsToChange`). Missing fields and nulls along a path are skipped.
 */
export type PersonalFields<Data> = {
  subject(data: Data): string;
  fields: readonly string[];
};

/** Every event type of a capability that carries personal data, with its fields. */
export type PersonalDataDeclaration<E extends DomainEvent = DomainEvent> = {
  readonly [T in E['type']]?: PersonalFields<Extract<E, { type: T }>['data']>;
};

/** All capabilities' declarations merged, looked up by event type. */
export type PersonalDataPolicy = ReadonlyMap<string, PersonalFields<never>>;

/** Nest token of the app's PersonalDataPolicy (see app.personal-data.ts). */
export const PERSONAL_DATA_POLICY = Symbol('PERSONAL_DATA_POLICY');

export const noPersonalData: PersonalDataPolicy = new Map();

export const definePersonalData = <E extends DomainEvent>(declaration: PersonalDataDeclaration<E>) => declaration;

export const personalDataPolicy = (...declarations: readonly PersonalDataDeclaration[]): PersonalDataPolicy => {
  const policy = new Map<string, PersonalFields<never>>();
  for (const declaration of declarations) {
    for (const [type, fields] of Object.entries(declaration)) {
      if (policy.has(type)) throw new Error(`Personal data of ${type} declared twice`);
      if (fields) policy.set(type, fields as PersonalFields<never>);
    }
  }
  return policy;
};
