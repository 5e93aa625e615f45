import type { Migration } from '../../infrastructure/database/migration';
import { notificationCentreMigration } from './migrations/0014-notification-centre';

/** The notifications module's schema changes, in id order. */
export const notificationsMigrations: readonly Migration[] = [notificationCentreMigration];
