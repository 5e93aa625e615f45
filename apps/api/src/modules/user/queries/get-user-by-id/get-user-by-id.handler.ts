import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { apiMessages, type UserPublicInfoResponse } from '@pratiche/contracts';
import { forbidden, notFound, userMessages } from '@pratiche/domain';
import { toPublicInfo, UsersReader } from '../../users.reader';
import { GetUserByIdQuery } from './get-user-by-id.query';

/**
 * Seller contact data is for buyers who purchased one of the seller's practices (spec 6); until
 * purchases exist only an admin or the user himself may read it.
 */
@QueryHandler(GetUserByIdQuery)
export class GetUserByIdHandler implements IQueryHandler<GetUserByIdQuery> {
  constructor(private readonly users: UsersReader) {}

  async execute({ userId, requester }: GetUserByIdQuery): Promise<UserPublicInfoResponse> {
    if (!requester.isAdmin && requester.id !== userId) throw forbidden(apiMessages.forbidden);
    const user = await this.users.byId(userId);
    if (!user) throw notFound(userMessages.notFound);
    return toPublicInfo(user);
  }
}
