import { Injectable } from '@nestjs/common';
import { undeclaredBuyer, type BuyerQualification } from '@pratiche/domain';
import { buyerQualificationOf, UsersReader } from '../identity/users.reader';

/**
 * The exclusivity holder's standing as a buyer (issue 27), read from `users_view` as the
 * marketplace's purchases read the signed-in buyer's: the seller's counter and acceptance are
 * decided on the holder's, not on the seller's. An account no longer in the view reads as undeclared.
 */
@Injectable()
export class HolderQualifications {
  constructor(private readonly users: UsersReader) {}

  async of(buyerId: number): Promise<BuyerQualification> {
    const user = await this.users.byId(buyerId);
    return user === null ? undeclaredBuyer() : buyerQualificationOf(user);
  }
}
