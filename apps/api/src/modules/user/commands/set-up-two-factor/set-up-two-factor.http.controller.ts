import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { apiRoutes, twoFactorMessages, twoFactorSetupRequestSchema, type TwoFactorSetup } from '@pratiche/contracts';
import { conflict } from '@pratiche/domain';
import type { Request, Response } from 'express';
import { AllowedBeforeTwoFactorEnrolment, SignedIn } from '../../../../infrastructure/http/access-policy';
import { parseRequest } from '../../../../infrastructure/http/request-validation';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { CurrentPassword } from '../../credentials/current-password';
import { newTotpEnrolment } from '../../two-factor/totp';
import { TwoFactorSecrets } from '../../two-factor/two-factor-secrets';

@Controller()
export class SetUpTwoFactorController {
  constructor(
    private readonly secrets: TwoFactorSecrets,
    private readonly currentPassword: CurrentPassword,
  ) {}

  /**
   * Issue 31: a new secret to scan (QR code as SVG, the otpauth URL, the secret to type by hand),
   * kept unconfirmed until a code of it enables 2FA; asking again replaces it. Nothing enters the
   * log yet: TwoFactorEnabled is recorded when the user proves the app holds the secret. The
   * current password comes first (as for a password change): an open session alone cannot tie
   * someone else's phone to the account, and the enable step needs a code of this secret.
   */
  @Post(apiRoutes.twoFactorSetup)
  @HttpCode(200)
  @SignedIn()
  @AllowedBeforeTwoFactorEnrolment()
  async setUp(@Body() body: unknown, @CurrentUser() user: UserView, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<TwoFactorSetup> {
    const { password } = parseRequest(twoFactorSetupRequestSchema, body);
    if (user.twoFactorEnabled) throw conflict(twoFactorMessages.alreadyEnabled);
    await this.currentPassword.confirm(user, password, req, res);
    const enrolment = await newTotpEnrolment(user.username);
    if (!(await this.secrets.startSetup(user.id, enrolment.secret))) throw conflict(twoFactorMessages.alreadyEnabled);
    return enrolment;
  }
}
