import { Injectable } from '@nestjs/common';
import { conflict, endsAdminRights, userMessages, type UserEvent } from '@pratiche/domain';
import type { SqlExecutor } from '../../infrastructure/database/database';

/** One lock for every change that may take an active admin's rights away. */
const ACTIVE_ADMINS_LOCK = "hashtext('pratiche:active-admins')";

/**
 * The last active admin can never be blocked, rejected, deleted or demoted (issue 7), even when
 * two admins act on each other at the same moment. Each such change takes one transaction-scoped
 * advisory lock before it counts the other active admins in `users_view`, in the transaction that
 * appends its events (and updates `users_view` inline): the second change waits for the first to
 * commit and then counts without it. Changes that cannot remove an admin take no lock.
 */
@Injectable()
export class LastActiveAdmin {
  async check(tx: SqlExecutor, userId: number, events: readonly UserEvent[]): Promise<void> {
    if (!endsAdminRights(events)) return;
    await tx.query(`SELECT pg_advisory_xact_lock(${ACTIVE_ADMINS_LOCK})`);
    const { rows } = await tx.query<{ target: boolean; others: number }>(
      `SELECT coalesce(bool_or(id = $1), false) AS target, count(*) FILTER (WHERE id <> $1)::int AS others
       FROM users_view WHERE is_admin AND status = 'active'`,
      [userId],
    );
    if (rows[0]!.target && rows[0]!.others === 0) throw conflict(userMessages.lastActiveAdmin);
  }
}
