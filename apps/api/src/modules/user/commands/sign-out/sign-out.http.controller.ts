import { Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { apiRoutes, userSuccessMessages, type ApiMessageBody } from '@pratiche/contracts';
import type { Request, Response } from 'express';
import { Public } from '../../../../infrastructure/http/access-policy';
import { SessionAuth } from '../../../../infrastructure/sessions/session-auth';

@Controller()
export class SignOutController {
  constructor(private readonly sessions: SessionAuth) {}

  /**
   * Destroys the session on the server (an old cookie is then worthless) and clears the cookie.
   * Public, because signing out twice, or after the session expired, is not an error.
   */
  @Post(apiRoutes.logout)
  @HttpCode(200)
  @Public()
  async signOut(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<ApiMessageBody> {
    await this.sessions.signOut(req, res);
    return { message: userSuccessMessages.signedOut };
  }
}
