import { Inject, Injectable } from '@nestjs/common';
import type { Database } from '../../infrastructure/database/database';
import { DATABASE } from '../../infrastructure/database/database.tokens';
import { toView, type UserRow, type UserView } from '../identity/users.reader';
import { claimValue, type ClaimKind } from './unique-claims';

/** Finds an account by a name it claims (sign-in, password recovery, the demo seed), and whether any admin exists (first start). */
@Injectable()
export class UserLookup {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  byUsername(username: string): Promise<UserView | null> {
    return this.byClaim('username', username);
  }

  byEmail(email: string): Promise<UserView | null> {
    return this.byClaim('email', email);
  }

  async anyAdmin(): Promise<boolean> {
    const { rows } = await this.db.query('SELECT 1 FROM users_view WHERE is_admin LIMIT 1');
    return rows.length > 0;
  }

  /**
   * Equality on the claims' primary key, so at most one account can match: never a look-alike
   * row of `users_view` (whose username and e-mail columns are not unique, and read "Dato
   * cancellato" for every erased person). An erased user has no claims and is not found.
   */
  private async byClaim(kind: ClaimKind, value: string): Promise<UserView | null> {
    const { rows } = await this.db.query<UserRow>(
      `SELECT v.* FROM unique_claims c JOIN users_view v ON v.id = split_part(c.stream_id, '-', 2)::int
       WHERE c.kind = $1 AND c.value = $2`,
      [kind, claimValue(kind, value)],
    );
    return rows[0] ? toView(rows[0]) : null;
  }
}
