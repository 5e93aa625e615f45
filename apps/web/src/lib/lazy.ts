/**
 * A value built on its first use. For Intl formatters at module level (practice-form-values.ts):
 * building one loads its locale data, tens of milliseconds that a page which never shows that
 * format should not pay at start-up (lib/format.ts builds none at all, for that reason).
 */
export function lazy<T>(create: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= create());
}
