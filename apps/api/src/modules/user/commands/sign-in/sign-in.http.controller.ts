import { Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { apiRoutes, type UserResponse } from '@pratiche/contracts';
import { Public } from '../../../../infrastructure/http/access-policy';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { SignInGuard } from './sign-in.guard';

@Controller()
export class SignInController {
  /** Spec 7 "POST /api/login ... returns the user"; the SignInGuard has done the work. */
  @Post(apiRoutes.login)
  @HttpCode(200)
  @Public()
  @UseGuards(SignInGuard)
  signIn(@CurrentUser() user: UserView): UserResponse {
    return user;
  }
}
