import { apiRoutes, type WeeklySalesResponse } from '@pratiche/contracts';
import { useEffect, useState } from 'react';
import { apiQuery } from '../../../lib/api-client';

/**
 * The /auth counter 'Crediti venduti questa settimana' (`GET /api/marketplace/weekly-sales`).
 * Fetched in an effect, so after the first paint, and without react-query's hooks: /auth's
 * initial JS has a budget. Null until it answers, or if it fails.
 */
export function useWeeklySales(): number | null {
  const [value, setValue] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    apiQuery<WeeklySalesResponse>(apiRoutes.marketplaceWeeklySales)
      .then((answer) => live && setValue(answer.creditsSoldThisWeek))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return value;
}
