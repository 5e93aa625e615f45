import { z } from 'zod';
import { pageNumberParam, pageSizeParam } from '../shared/query-numbers';

/** `GET /api/admin/data-change-requests?page=&pageSize=`: open requests first, newest first within each. */
export const dataChangeRequestsQuerySchema = /* @__PURE__ */ (() => z.object({ current: pageNumberParam(), pageSize: pageSizeParam(100, 20) }))();
export type DataChangeRequestsQuery = z.output<typeof dataChangeRequestsQuerySchema>;

/**
 * One request as the admins' inbox shows it. `fields` maps each field to change to the value
 * asked for; values and `reason` read 'Dato cancellato' once the user is erased. `username` is
 * null when the account is gone; `handledBy` is the admin who closed it.
 */
export type DataChangeRequestRow = {
  id: number;
  userId: number;
  username: string | null;
  companyName: string | null;
  fields: Record<string, string>;
  reason: string;
  requestedAt: string;
  status: 'open' | 'done';
  handledAt: string | null;
  handledBy: string | null;
};

export type DataChangeRequestsPage = { data: DataChangeRequestRow[]; total: number; open: number };

export const dataChangeRequestsMessages = {
  done: 'Richiesta segnata come evasa',
} as const;
