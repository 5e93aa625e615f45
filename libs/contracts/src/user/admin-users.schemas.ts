import { isSafeUsername } from '@pratiche/domain';
import { z } from 'zod';
import { listSortOrders, type ListSortOrder } from '../shared/list-sort';
import { pageNumberParam, pageSizeParam } from '../shared/query-numbers';
import { storedDocumentSchema, userLimits, userResponseSchema, userStatusSchema, userValidationMessages as m } from './user.schemas';

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

/** Sortable columns of the admin users tab (spec 2), plus the default createdAt. */
export const adminUserSortFields = ['id', 'username', 'companyName', 'status', 'walletBalance', 'createdAt'] as const;
export type AdminUserSortField = (typeof adminUserSortFields)[number];

/**
 * As the practices tab: a header's first click sorts ascending for identifiers, names and status,
 * descending for the balance (most credits first) and the date; the list takes this order when none is sent.
 */
export const adminUserFirstSortOrder: Readonly<Record<AdminUserSortField, ListSortOrder>> = {
  id: 'ascend',
  username: 'ascend',
  companyName: 'ascend',
  status: 'ascend',
  walletBalance: 'descend',
  createdAt: 'descend',
};

/**
 * Optional query of `GET /api/admin/users`, named as ProTable's `request` sends them, like
 * `GET /api/practices`. Without any the answer is the spec's full list.
 */
export const adminUserListQuerySchema = z.object({
  current: pageNumberParam(),
  pageSize: pageSizeParam(200, 20),
  sortField: z.preprocess(emptyAsUndefined, z.enum(adminUserSortFields).default('createdAt')),
  sortOrder: z.preprocess(emptyAsUndefined, z.enum(listSortOrders).optional()),
  status: z.preprocess(emptyAsUndefined, userStatusSchema.optional()),
  keyword: z.preprocess(emptyAsUndefined, z.string().trim().max(100).optional()),
});
export type AdminUserListQuery = z.input<typeof adminUserListQuerySchema>;

/**
 * The paged answer, in the shape ProTable's `request` expects back, plus the number of accounts
 * in each status over all users (the tab's 'Da Approvare' and 'Attivi' counters).
 */
export const adminUserPageResponseSchema = z.object({
  data: z.array(userResponseSchema),
  total: z.number().int(),
  success: z.literal(true),
  current: z.number().int(),
  pageSize: z.number().int(),
  statusCounts: z.object({ pending: z.number().int(), active: z.number().int(), rejected: z.number().int(), blocked: z.number().int() }),
});
export type AdminUserPageResponse = z.infer<typeof adminUserPageResponseSchema>;

/**
 * Body of `PATCH /api/admin/users/{id}`: the 'Modifica Utente' fields, the admin and cessionario
 * switches (isCedente too, for completeness), and `businessDocument` (an upload to attach, or
 * null to remove the visura). Every field is optional; other fields the client sends back from
 * the row (id, status, walletBalance) are ignored. The rules are the registration's (spec 5).
 */
export const adminUserEditRequestSchema = z.object({
  username: z.string({ message: m.usernameMin }).trim().min(userLimits.usernameMin, m.usernameMin).max(50).refine(isSafeUsername, m.usernameUnsafe).optional(),
  email: z.string({ message: m.email }).trim().toLowerCase().email(m.email).max(254).optional(),
  companyName: z.string({ message: m.companyNameRequired }).trim().min(1, m.companyNameRequired).max(200).optional(),
  vatNumber: z
    .string({ message: m.vatNumber })
    .regex(/^\d{11}$/, m.vatNumber)
    .optional(),
  legalRepName: z.string({ message: m.legalRepNameRequired }).trim().min(1, m.legalRepNameRequired).max(200).optional(),
  phone: z
    .string({ message: m.phone })
    .regex(/^\d{10}$/, m.phone)
    .optional(),
  isAdmin: z.boolean().optional(),
  isCessionario: z.boolean().optional(),
  isCedente: z.boolean().optional(),
  businessDocument: storedDocumentSchema.nullable().optional(),
});
export type AdminUserEditRequest = z.input<typeof adminUserEditRequestSchema>;

/** Texts of the admin user calls that the decider does not own. */
export const adminUserMessages = {
  userDeleted: 'Utente eliminato',
  businessDocumentDeleted: 'Visura eliminata',
  documentNotFound: 'Documento non trovato',
  documentNotAvailable: 'La visura indicata non è disponibile: caricala di nuovo',
} as const;

/**
 * Settings the web client reads at run time (`GET /api/config`), not at build time.
 * `paymentsSimulated`: no card provider is configured, so the wallet screens say no card is charged.
 */
export const appConfigResponseSchema = z.object({ supportEmail: z.string(), paymentsSimulated: z.boolean() });
export type AppConfigResponse = z.infer<typeof appConfigResponseSchema>;
