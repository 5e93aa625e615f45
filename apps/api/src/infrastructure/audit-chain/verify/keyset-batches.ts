/**
 * A table read in keyset batches (each starting after the last row of the one before, so every
 * batch is an index range scan, never an OFFSET), the next one already asked for while the
 * caller works on the current: on the server the database and the hashing overlap.
 */
export async function* keysetBatches<Row>(fetch: (after: Row | null) => Promise<Row[]>, batchSize: number): AsyncGenerator<Row[]> {
  let pending: Promise<Row[]> | null = fetch(null);
  while (pending) {
    const rows: Row[] = await pending;
    pending = rows.length === batchSize ? fetch(rows[rows.length - 1]!) : null;
    // Left unawaited when the caller stops early: its failure is then nobody's concern.
    pending?.catch(() => undefined);
    yield rows;
  }
}
