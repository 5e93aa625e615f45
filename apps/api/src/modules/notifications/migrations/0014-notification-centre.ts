import type { Migration } from '../../../infrastructure/database/migration';

/**
 * The notification centre's own state, beside its read model (modules/notifications): which
 * notifications each user has read, the e-mails each user turned off, and the practices a buyer
 * watches ('Avvisami'). Plain tables, not projections: a rebuild of `notifications` keeps them,
 * since a notification's id is its event's position in the log. A consumed watch stays, marked
 * with the time the practice came back, so a rebuild tells its watcher again.
 */
export const notificationCentreMigration: Migration = {
  id: '0014-notification-centre',
  sql: `
    CREATE TABLE notification_reads (user_id integer NOT NULL, notification_id bigint NOT NULL, PRIMARY KEY (user_id, notification_id));
    CREATE TABLE notification_read_marks (user_id integer PRIMARY KEY, read_up_to bigint NOT NULL);
    CREATE TABLE notification_preferences (user_id integer PRIMARY KEY, email_off text[] NOT NULL);
    CREATE TABLE practice_watches (
      user_id integer NOT NULL,
      practice_id integer NOT NULL,
      created_at timestamptz NOT NULL,
      consumed_at timestamptz,
      PRIMARY KEY (user_id, practice_id, created_at)
    );
    CREATE UNIQUE INDEX practice_watches_active ON practice_watches (user_id, practice_id) WHERE consumed_at IS NULL;
    CREATE INDEX practice_watches_practice ON practice_watches (practice_id, created_at)
  `,
};
