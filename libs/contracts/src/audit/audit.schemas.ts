import { z } from 'zod';
import { optionalQueryInteger, queryInteger, queryNumberLimits, queryNumberMessages } from '../shared/query-numbers';

/** The Italian texts of the audit answers. */
export const auditApiMessages = {
  historyNotFound: 'Storico non trovato',
  /** The checkpoint signer refuses (the log no longer holds what it signed last): no signed export until an operator looks. */
  signerRefusing:
    'Esportazione firmata non disponibile: il registro degli eventi non corrisponde più all’ultimo checkpoint firmato. Avvisare l’amministratore di sistema.',
} as const;

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

/** The streams an admin can read the history of: `/api/admin/history/{kind}/{id}`. */
export const auditStreamKinds = ['practice', 'user', 'wallet'] as const;
export type AuditStreamKind = (typeof auditStreamKinds)[number];

/** Who acted: a user (username from the users table, 'Dato cancellato' once erased), 'Sistema' or 'Anonimo' (id null). */
export const auditActorSchema = z.object({ id: z.number().int().nullable(), username: z.string() });

/** One event as an admin reads it: opened (personal data in clear, or 'Dato cancellato'), secrets left out. */
export const auditEntrySchema = z.object({
  position: z.number().int(),
  streamId: z.string(),
  version: z.number().int(),
  type: z.string(),
  at: z.string(),
  actor: auditActorSchema,
  description: z.string(),
  data: z.record(z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditHistoryResponseSchema = z.array(auditEntrySchema);

/**
 * `GET /api/admin/history/{kind}/{id}?format=`: JSON by default; `csv` a CSV file; `signed` the
 * history as a signed file that proves itself offline (issue 30); `pdf` the same history to read.
 */
export const auditHistoryQuerySchema = z.object({
  format: z.preprocess(emptyAsUndefined, z.enum(['json', 'csv', 'signed', 'pdf']).default('json')),
  /** `signed`: the position of a checkpoint saved earlier; the file then proves the log extends it (RFC 9162 consistency proof). */
  since: optionalQueryInteger({ min: 0, max: queryNumberLimits.maxPosition, message: queryNumberMessages.position }),
});
export type AuditHistoryFormat = z.infer<typeof auditHistoryQuerySchema>['format'];

/**
 * `GET /api/admin/events`: the whole log after position `from` (exclusive; the previous page's
 * `nextCursor`), optionally of one event type and one acting user id; or, with `order=desc`,
 * newest first below `before`.
 */
export const auditEventsQuerySchema = z.object({
  from: queryInteger({ min: 0, max: queryNumberLimits.maxPosition, message: queryNumberMessages.position, fallback: 0 }),
  type: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[A-Za-z]{1,100}$/)
      .optional(),
  ),
  actor: optionalQueryInteger({ min: 1, max: queryNumberLimits.maxPosition, message: queryNumberMessages.userId }),
  limit: queryInteger({ min: 1, max: 500, message: queryNumberMessages.pageSize, fallback: 100 }),
  /** `desc`: newest first, from the end or below `before` (exclusive; the previous page's `nextCursor`); `from` is then ignored. */
  order: z.preprocess(emptyAsUndefined, z.enum(['asc', 'desc'], { message: 'Ordine non valido' }).default('asc')),
  before: optionalQueryInteger({ min: 1, max: queryNumberLimits.maxPosition, message: queryNumberMessages.position }),
});
export type AuditEventsQuery = z.input<typeof auditEventsQuerySchema>;

/** One page; `nextCursor` is null on the last page, else the `from` of the next one. */
export const auditEventsPageResponseSchema = z.object({
  data: z.array(auditEntrySchema),
  nextCursor: z.number().int().nullable(),
});
export type AuditEventsPageResponse = z.infer<typeof auditEventsPageResponseSchema>;
