/**
 * A value built on its first use. For Intl formatters at module level: building one loads its
 * locale data, and the six of lib/format.ts built at start-up took about 0.25 s of the dashboard's
 * first seconds under Lighthouse's 4x slowdown, most for formats the page never shows.
 */
export function lazy<T>(create: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= create());
}
