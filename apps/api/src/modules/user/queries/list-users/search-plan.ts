/**
 * How much dearer one row tested while walking the sort index is than one match read through the
 * trigram indexes' bitmap (bench/admin.ts, EXPLAIN ANALYZE on PostgreSQL, 50,000 users: walking
 * 900 rows to find 20 of 1,111 matches took 18 ms; reading and sorting all 1,111 took 2.5 ms).
 */
const WALKED_ROW_COST = 10;

/**
 * Whether a search's page should be cut from all its matches, read through the trigram indexes
 * and sorted, rather than found by walking the sort index and testing each row. The walk tests
 * about `accounts / matches` rows per row it keeps, for the `rowsShown` rows up to the page's end;
 * reading the matches first costs about `matches`. PostgreSQL guesses the matches of a LIKE on
 * trigrams poorly, so the count, already known, decides.
 */
export const readMatchesFirst = (matches: number, accounts: number, rowsShown: number) => matches * matches < WALKED_ROW_COST * rowsShown * accounts;
