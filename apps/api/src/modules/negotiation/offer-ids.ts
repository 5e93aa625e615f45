import { Inject, Injectable } from '@nestjs/common';
import type { Database } from '../../infrastructure/database/database';
import { DATABASE } from '../../infrastructure/database/database.tokens';

/** A new offer's number, taken from the database's sequence before deciding: a refused offer only skips one. */
@Injectable()
export class OfferIds {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async next(): Promise<number> {
    const { rows } = await this.db.query<{ id: number }>("SELECT nextval('offer_id_seq')::int AS id");
    return rows[0]!.id;
  }
}
