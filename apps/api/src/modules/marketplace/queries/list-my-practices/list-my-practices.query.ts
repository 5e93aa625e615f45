import { Query } from '@nestjs/cqrs';
import type { MyPractice } from '@pratiche/contracts';
import type { MarketplaceCaller } from '../../marketplace-caller';

/** Spec 7 `GET /api/marketplace/my-practices`: the buyer's purchases. */
export class ListMyPracticesQuery extends Query<MyPractice[]> {
  constructor(readonly buyer: MarketplaceCaller) {
    super();
  }
}
