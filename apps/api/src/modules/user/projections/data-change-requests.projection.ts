import { defineProjection } from '../../../infrastructure/projections/projection';

/** `data_change_requests`: the admins' inbox of users' requests to change their data. */
export const dataChangeRequestsProjection = defineProjection({
  name: 'data_change_requests',
  version: 1,
  tables: ['data_change_requests'],
  schema: `CREATE TABLE data_change_requests (id bigserial PRIMARY KEY, user_id integer NOT NULL)`,
  handles: [],
  apply: async () => {},
});
