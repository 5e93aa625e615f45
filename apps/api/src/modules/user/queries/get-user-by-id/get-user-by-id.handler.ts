import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { apiMessages, type UserPublicInfoResponse } from '@pratiche/contracts';
import { forbidden, notFound, userMessages } from '@pratiche/domain';
import { UsersReader, type UserView } from '../../../identity/users.reader';
import { PracticeAccessReader } from '../../../practice/practice-access.reader';
import { GetUserByIdQuery } from './get-user-by-id.query';

const toPublicInfo = (u: UserView): UserPublicInfoResponse => ({
  id: u.id,
  username: u.username,
  companyName: u.companyName,
  vatNumber: u.vatNumber,
  legalRepName: u.legalRepName,
  phone: u.phone,
  email: u.email,
  createdAt: u.createdAt,
});

/**
 * Seller contact data (spec 6): for an admin, the user himself, and buyers who purchased access
 * to one of that seller's practices. Anyone else gets 403, whether or not the id exists.
 */
@QueryHandler(GetUserByIdQuery)
export class GetUserByIdHandler implements IQueryHandler<GetUserByIdQuery> {
  constructor(
    private readonly users: UsersReader,
    private readonly access: PracticeAccessReader,
  ) {}

  async execute({ userId, requester }: GetUserByIdQuery): Promise<UserPublicInfoResponse> {
    const allowed = requester.isAdmin || requester.id === userId || (await this.access.boughtFromSeller(requester.id, userId));
    if (!allowed) throw forbidden(apiMessages.forbidden);
    const user = await this.users.byId(userId);
    if (!user) throw notFound(userMessages.notFound);
    return toPublicInfo(user);
  }
}
