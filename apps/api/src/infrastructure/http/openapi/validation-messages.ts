import type { ZodTypeAny } from 'zod';

type Def = Record<string, unknown> & { errorMap?: (issue: object, ctx: object) => { message?: string }; checks?: { message?: string }[] };

const isSchema = (value: unknown): value is ZodTypeAny => typeof value === 'object' && value !== null && '_def' in value && 'safeParse' in value;

/** The issues a schema's own error map may answer; zod's defaults come back as '' and are skipped. */
const probes = [{ code: 'invalid_type' }, { code: 'invalid_enum_value' }, { code: 'unrecognized_keys' }];

const errorMapMessages = (def: Def): string[] =>
  def.errorMap ? probes.map((issue) => def.errorMap!(issue, { defaultError: '', data: undefined }).message ?? '').filter((m) => m !== '') : [];

const children = (schema: ZodTypeAny): ZodTypeAny[] => {
  const def = schema._def as Record<string, unknown>;
  const found: unknown[] = [];
  for (const [key, value] of Object.entries(def)) {
    if (key === 'shape' && typeof value === 'function') found.push(...Object.values((value as () => object)()));
    else if (Array.isArray(value)) found.push(...value);
    else if (value instanceof Map) found.push(...value.values());
    else found.push(value);
  }
  return found.filter(isSchema);
};

/**
 * The Italian messages a request schema chose (type errors, checks, strict keys), found by walking it:
 * the 400 answers `parseRequest` gives. Refinements keep their message inside a closure and are not found.
 */
export const validationMessages = (schema: ZodTypeAny | undefined): string[] => {
  const messages = new Set<string>();
  const seen = new Set<ZodTypeAny>();
  const pending = schema ? [schema] : [];
  while (pending.length > 0) {
    const next = pending.shift()!;
    if (seen.has(next)) continue;
    seen.add(next);
    const def = next._def as Def;
    for (const message of errorMapMessages(def)) messages.add(message);
    for (const check of def.checks ?? []) if (check.message) messages.add(check.message);
    pending.push(...children(next));
  }
  return [...messages];
};
