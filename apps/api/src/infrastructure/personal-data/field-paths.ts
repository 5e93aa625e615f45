/**
 * Reading, removing and writing values at paths inside event data without mutating it: the
 * data of a recorded event may be shared (inline projections, the EventBus), so every change
 * copies the objects and arrays along its path only. An array is walked like a map of its
 * indices, so `documents.*.*.originalName` reaches every name of every category's list.
 */
export type FieldPath = readonly string[];
type Json = Record<string, unknown>;
type Container = Json | unknown[];

const isContainer = (value: unknown): value is Container => typeof value === 'object' && value !== null;

/** The concrete paths a declared pattern (`a.b`, `a.*`) matches in `data`, each with its value. */
export const matchPaths = (data: Json, pattern: string): [FieldPath, unknown][] => {
  let found: [string[], unknown][] = [[[], data]];
  for (const segment of pattern.split('.')) {
    const next: [string[], unknown][] = [];
    for (const [path, value] of found) {
      if (!isContainer(value)) continue;
      const keys = segment === '*' ? Object.keys(value) : [segment];
      for (const key of keys) {
        const child = (value as Json)[key];
        if (Object.hasOwn(value, key) && child !== undefined) next.push([[...path, key], child]);
      }
    }
    found = next;
  }
  return found.filter(([, value]) => value !== null);
};

/** A copy of `data` with `value` at `path`; `undefined` removes the field (an array element becomes null). */
export const withValueAt = <T extends Container>(data: T, path: FieldPath, value: unknown): T => {
  const [head, ...rest] = path;
  if (head === undefined) return data;
  const copy = (Array.isArray(data) ? [...data] : { ...data }) as Json;
  if (rest.length > 0) {
    const child = copy[head];
    copy[head] = withValueAt(isContainer(child) ? child : {}, rest, value);
  } else if (value === undefined) {
    if (Array.isArray(copy)) copy[head] = null;
    else delete copy[head];
  } else {
    copy[head] = value;
  }
  return copy as T;
};
