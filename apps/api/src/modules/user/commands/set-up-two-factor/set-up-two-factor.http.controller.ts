import { Controller, HttpCode, Post } from '@nestjs/common';
import { apiRoutes, twoFactorMessages, type TwoFactorSetup } from '@pratiche/contracts';
import { conflict } from '@pratiche/domain';
import { AllowedBeforeTwoFactorEnrolment, SignedIn } from '../../../../infrastructure/http/access-policy';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { newTotpEnrolment } from '../../two-factor/totp';
import { TwoFactorSecrets } from '../../two-factor/two-factor-secrets';

@Controller()
export class SetUpTwoFactorController {
  constructor(private readonly secrets: TwoFactorSecrets) {}

  /**
   * Issue 31: a new secret to scan (QR code as SVG, the otpauth URL, the secret to type by hand),
   * kept unconfirmed until a code of it enables 2FA; asking again replaces it. Nothing enters the
   * log yet: TwoFactorEnabled is recorded when the user proves the app holds the secret.
   */
  @Post(apiRoutes.twoFactorSetup)
  @HttpCode(200)
  @SignedIn()
  @AllowedBeforeTwoFactorEnrolment()
  async setUp(@CurrentUser() user: UserView): Promise<TwoFactorSetup> {
    if (user.twoFactorEnabled) throw conflict(twoFactorMessages.alreadyEnabled);
    const enrolment = await newTotpEnrolment(user.username);
    if (!(await this.secrets.startSetup(user.id, enrolment.secret))) throw conflict(twoFactorMessages.alreadyEnabled);
    return enrolment;
  }
}
