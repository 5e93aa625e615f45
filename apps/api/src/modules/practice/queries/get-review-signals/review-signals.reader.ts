import { Inject, Injectable } from '@nestjs/common';
import type { CreditType } from '@pratiche/domain';
import type { Database } from '../../../../infrastructure/database/database';
import { DATABASE } from '../../../../infrastructure/database/database.tokens';

/** The discounts of a practice's approved peers, which the review signals compare it with. */
@Injectable()
export class ReviewSignalsReader {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Discounts of the approved practices of `type`, other than `practiceId`. */
  async peerDiscounts(type: CreditType, practiceId: number): Promise<number[]> {
    const { rows } = await this.db.query<{ discount: string }>("SELECT discount FROM practices_view WHERE status = 'approved' AND type = $1 AND id <> $2", [
      type,
      practiceId,
    ]);
    // numeric comes back as a string, to keep its exact decimals; two decimals fit a double.
    return rows.map((r) => Number(r.discount));
  }
}
