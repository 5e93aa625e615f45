import { Controller, Get } from '@nestjs/common';
import { apiRoutes, type UserResponse } from '@pratiche/contracts';
import { AllowedBeforeTwoFactorEnrolment, SignedIn } from '../../../../infrastructure/http/access-policy';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';

@Controller()
export class GetCurrentUserController {
  /** Spec 7: the current user; 401 means no user (also once the account was deleted). */
  @Get(apiRoutes.user)
  @SignedIn()
  @AllowedBeforeTwoFactorEnrolment()
  currentUser(@CurrentUser() user: UserView): UserResponse {
    return user;
  }
}
