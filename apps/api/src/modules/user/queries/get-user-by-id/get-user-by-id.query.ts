import { Query } from '@nestjs/cqrs';
import type { UserPublicInfoResponse } from '@pratiche/contracts';
import type { UserView } from '../../../identity/users.reader';

/** Spec 7 `GET /api/users/{userId}`: seller information for the details dialog. */
export class GetUserByIdQuery extends Query<UserPublicInfoResponse> {
  constructor(
    readonly userId: number,
    readonly requester: UserView,
  ) {
    super();
  }
}
