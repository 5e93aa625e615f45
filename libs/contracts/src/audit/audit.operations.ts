import { z } from 'zod';
import { defineOperations } from '../shared/api-operation';
import { auditPublicKeyResponseSchema } from './audit-public-key.schemas';
import {
  auditApiMessages,
  auditEventsPageResponseSchema,
  auditEventsQuerySchema,
  auditHistoryQuerySchema,
  auditHistoryResponseSchema,
  auditStreamKinds,
} from './audit.schemas';

const tag = 'audit';

/** Histories, the event log for admins, the key the checkpoints are signed with. */
export const auditOperations = defineOperations([
  {
    method: 'get',
    path: '/api/audit/public-key',
    summary: 'The Ed25519 key the audit checkpoints are signed with',
    access: 'public',
    tag,
    responses: { 200: { description: 'The key', schema: auditPublicKeyResponseSchema } },
    errors: [],
  },
  {
    method: 'get',
    path: '/api/admin/history/{kind}/{id}',
    summary: "A practice's, user's or wallet's history",
    description: 'JSON by default; `format=csv` a CSV attachment; `signed` and `pdf` the signed export (JSON or PDF).',
    access: 'admin',
    tag,
    params: z.object({ kind: z.enum(auditStreamKinds), id: z.number().int().positive() }),
    query: auditHistoryQuerySchema,
    responses: { 200: { description: 'The entries, oldest first', schema: auditHistoryResponseSchema } },
    errors: [
      { status: 404, message: auditApiMessages.historyNotFound },
      { status: 503, message: auditApiMessages.signerRefusing },
    ],
  },
  {
    method: 'get',
    path: '/api/admin/events',
    summary: "The event log, filtered; `nextCursor` is the next page's `from`",
    access: 'admin',
    tag,
    query: auditEventsQuerySchema,
    responses: { 200: { description: 'One page', schema: auditEventsPageResponseSchema } },
    errors: [],
  },
]);
