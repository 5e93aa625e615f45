import { Command } from '@nestjs/cqrs';
import type { CheckoutResponse } from '@pratiche/contracts';
import type { RequestedPackage } from '@pratiche/domain';
import type { RequestContext } from '../../../../infrastructure/command-handling/request-context';

/** Spec 7 `POST /api/wallet/checkout`: a hosted checkout for one catalogue package. */
export class StartCheckoutCommand extends Command<CheckoutResponse> {
  constructor(
    readonly userId: number,
    readonly isAdmin: boolean,
    readonly requested: RequestedPackage,
    readonly context: RequestContext,
  ) {
    super();
  }
}
