/**
 * Reading, removing and writing values at paths inside event data without mutating it: the
 * data of a recorded event may be shared (inline projections, the EventBus), so every change
 * copies the objects along its path only.
 */
export type FieldPath = readonly string[];
type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The concrete paths a declared pattern (`a.b`, `a.*`) matches in `data`, each with its value. */
export const matchPaths = (data: Json, pattern: string): [FieldPath, unknown][] => {
  let found: [string[], unknown][] = [[[], data]];
  for (const segment of pattern.split('.')) {
    const next: [string[], unknown][] = [];
    for (const [path, value] of found) {
      if (!isObject(value)) continue;
      const keys = segment === '*' ? Object.keys(value) : [segment];
      for (const key of keys) if (Object.hasOwn(value, key) && value[key] !== undefined) next.push([[...path, key], value[key]]);
    }
    found = next;
  }
  return found.filter(([, value]) => value !== null);
};

/** A copy of `data` with `value` at `path`; `undefined` removes the field. */
export const withValueAt = (data: Json, path: FieldPath, value: unknown): Json => {
  const [head, ...rest] = path;
  if (head === undefined) return data;
  const copy = { ...data };
  if (rest.length > 0) {
    const child = copy[head];
    copy[head] = withValueAt(isObject(child) ? child : {}, rest, value);
  } else if (value === undefined) {
    delete copy[head];
  } else {
    copy[head] = value;
  }
  return copy;
};
