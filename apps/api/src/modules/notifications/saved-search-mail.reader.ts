import { Inject, Injectable } from '@nestjs/common';
import type { SavedSearchMailMode } from '@pratiche/contracts';
import type { Database } from '../../infrastructure/database/database';
import { DATABASE } from '../../infrastructure/database/database.tokens';

/**
 * How a saved search's alerts are mailed (issue 31), read after commit by the delivery: the
 * marketplace's `saved_searches` table, read here rather than through the marketplace module,
 * which this module may not import.
 */
@Injectable()
export class SavedSearchMailReader {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async mailOf(searchId: number): Promise<{ mail: SavedSearchMailMode; token: string } | null> {
    const { rows } = await this.db.query<{ mail: SavedSearchMailMode; token: string }>(
      'SELECT mail, unsubscribe_token AS token FROM saved_searches WHERE id = $1',
      [searchId],
    );
    return rows[0] ?? null;
  }
}
