import { defineProjection } from '../../../infrastructure/projections/projection';

/** `notifications`: each user's stored notifications (the bell in the header). */
export const notificationsProjection = defineProjection({
  name: 'notifications',
  version: 1,
  tables: ['notifications'],
  schema: `CREATE TABLE notifications (id bigserial PRIMARY KEY, user_id integer NOT NULL)`,
  handles: [],
  apply: async () => {},
});
