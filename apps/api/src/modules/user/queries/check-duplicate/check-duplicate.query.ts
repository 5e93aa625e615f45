import { Query } from '@nestjs/cqrs';
import type { ExistsResponse } from '@pratiche/contracts';
import type { ClaimKind } from '../../unique-claims';

/** Spec 5 live duplicate checks: is this username, VAT number or e-mail already registered? */
export class CheckDuplicateQuery extends Query<ExistsResponse> {
  constructor(
    readonly kind: ClaimKind,
    readonly value: string,
  ) {
    super();
  }
}
