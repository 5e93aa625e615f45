import { startTransition, useEffect, useState } from 'react';

/** Rows mounted per commit while a table fills for the first time. */
export const rowsPerBatch = 4;

/** How many rows to show after one more batch, never more than there are. */
export function nextRevealCount(shown: number, total: number, batch = rowsPerBatch): number {
  return Math.min(total, shown + batch);
}

/**
 * The first page of rows, mounted a few at a time, one batch per task. Each antd cell component
 * registers its CSS-in-JS styles while React commits, which cannot yield: twenty rows at once are
 * one long task that blocks the page while it loads. Only the first page fills this way: later
 * pages (user's clicks) appear whole, so the table never shrinks under the pointer.
 */
export function useProgressiveRows<Row>(rows: readonly Row[] | undefined): readonly Row[] | undefined {
  const [shown, setShown] = useState(rowsPerBatch);
  const [filled, setFilled] = useState(false);
  const total = rows?.length ?? 0;
  const done = filled || (rows !== undefined && shown >= total);
  useEffect(() => {
    if (done) {
      setFilled(true);
      return;
    }
    if (!rows) return;
    const timer = setTimeout(() => startTransition(() => setShown((count) => nextRevealCount(count, total))));
    return () => clearTimeout(timer);
  }, [done, rows, total]);
  return done || !rows ? rows : rows.slice(0, shown);
}
