import { apiMessageResponseSchema, apiPathParams, defineOperations } from '../shared/api-operation';
import { notificationMessages, notificationPreferencesSchema, notificationsQuerySchema, practiceWatchMessages } from './notification-centre.schemas';

const tag = 'notifications';
const message = (description: string) => ({ 200: { description, schema: apiMessageResponseSchema } });
const preferences = { 200: { description: 'Per kind, whether it is mailed', schema: notificationPreferencesSchema } };

/** The notification centre (the bell), mail preferences per kind, the buyer's 'Avvisami' watches. */
export const notificationsOperations = defineOperations([
  {
    method: 'get',
    path: '/api/notifications',
    summary: "The caller's notifications, newest first",
    access: 'signed-in',
    tag,
    query: notificationsQuerySchema,
    responses: { 200: { description: '`{items, total, unread}`' } },
    errors: [],
  },
  {
    method: 'post',
    path: '/api/notifications/read-all',
    summary: 'Mark every notification read',
    access: 'signed-in',
    tag,
    responses: message('Done'),
    errors: [],
  },
  {
    method: 'post',
    path: '/api/notifications/{id}/read',
    summary: 'Mark one notification read',
    access: 'signed-in',
    tag,
    params: apiPathParams('id'),
    responses: message('Done'),
    errors: [{ status: 404, message: notificationMessages.notFound }],
  },
  {
    method: 'get',
    path: '/api/notifications/preferences',
    summary: 'The mail preferences per notification kind',
    access: 'signed-in',
    tag,
    responses: preferences,
    errors: [],
  },
  {
    method: 'put',
    path: '/api/notifications/preferences',
    summary: 'Set the mail preferences (every kind given)',
    access: 'signed-in',
    tag,
    body: notificationPreferencesSchema,
    responses: preferences,
    errors: [],
  },
  {
    method: 'get',
    path: '/api/notifications/watches',
    summary: "The practices the buyer asked 'Avvisami' for",
    access: 'cessionario',
    tag,
    responses: { 200: { description: '`{practiceIds}`' } },
    errors: [],
  },
  {
    method: 'put',
    path: '/api/notifications/watches/{practiceId}',
    summary: 'Be told when a practice is available again',
    access: 'cessionario',
    tag,
    params: apiPathParams('practiceId'),
    responses: message('Watched'),
    errors: [{ status: 404, message: practiceWatchMessages.notWatchable }],
  },
  {
    method: 'delete',
    path: '/api/notifications/watches/{practiceId}',
    summary: 'Stop watching a practice',
    access: 'cessionario',
    tag,
    params: apiPathParams('practiceId'),
    responses: message('Removed'),
    errors: [],
  },
]);
