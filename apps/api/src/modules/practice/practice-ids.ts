import { Inject, Injectable } from '@nestjs/common';
import type { Database } from '../../infrastructure/database/database';
import { DATABASE } from '../../infrastructure/database/database.tokens';

/** A new practice's number (spec: practices are numbered), taken from the database's sequence. */
@Injectable()
export class PracticeIds {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async next(): Promise<number> {
    const { rows } = await this.db.query<{ id: number }>("SELECT nextval('practice_id_seq')::int AS id");
    return rows[0]!.id;
  }
}
