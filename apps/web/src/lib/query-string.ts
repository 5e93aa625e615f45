/**
 * A list call's query string with its keys in a stable order, so equal queries share one
 * react-query cache entry and one HTTP cache entry. Empty values are left out (the server's
 * defaults apply). Plain code-unit order: the keys are ASCII, and localeCompare would build an
 * ICU collator on first use (60 ms at 4x CPU slowdown on /admin's start-up).
 */
export function stableQueryString(query: object): string {
  const entries = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => [key, String(value)]);
  return new URLSearchParams(entries).toString();
}
