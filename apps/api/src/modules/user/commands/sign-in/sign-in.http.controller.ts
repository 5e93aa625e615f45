import { Controller, HttpCode, HttpStatus, Post, Res, UseGuards } from '@nestjs/common';
import { apiRoutes, twoFactorMessages, type TwoFactorChallenge, type UserResponse } from '@pratiche/contracts';
import type { Response } from 'express';
import { Public } from '../../../../infrastructure/http/access-policy';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { SignInGuard } from './sign-in.guard';

@Controller()
export class SignInController {
  /**
   * Spec 7 "POST /api/login ... returns the user"; the SignInGuard has done the work. A user with
   * two-factor sign-in is not signed in yet: 202 and the challenge, the code comes next (issue 31).
   */
  @Post(apiRoutes.login)
  @HttpCode(200)
  @Public()
  @UseGuards(SignInGuard)
  signIn(@CurrentUser() user: UserView, @Res({ passthrough: true }) res: Response): UserResponse | TwoFactorChallenge {
    if (!user.twoFactorEnabled) return user;
    res.status(HttpStatus.ACCEPTED);
    return { twoFactorRequired: true, message: twoFactorMessages.challenge };
  }
}
