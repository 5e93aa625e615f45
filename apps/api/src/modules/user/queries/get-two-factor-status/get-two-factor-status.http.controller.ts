import { Controller, Get, Inject } from '@nestjs/common';
import { apiRoutes, type TwoFactorStatus } from '@pratiche/contracts';
import { APP_CONFIG, type AppConfig } from '../../../../infrastructure/config/app-config';
import { AllowedBeforeTwoFactorEnrolment, SignedIn } from '../../../../infrastructure/http/access-policy';
import { twoFactorEnrolmentDue } from '../../../../infrastructure/http/access-policy.guard';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { TwoFactorSecrets } from '../../two-factor/two-factor-secrets';

@Controller()
export class GetTwoFactorStatusController {
  constructor(
    private readonly secrets: TwoFactorSecrets,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Issue 31: what the profile card and the admins' enrolment page show; the same rule the access-policy guard applies. */
  @Get(apiRoutes.twoFactor)
  @SignedIn()
  @AllowedBeforeTwoFactorEnrolment()
  async status(@CurrentUser() user: UserView): Promise<TwoFactorStatus> {
    return {
      enabled: user.twoFactorEnabled,
      enrolmentRequired: twoFactorEnrolmentDue(user, this.config.adminTwoFactorRequired),
      recoveryCodesLeft: user.twoFactorEnabled ? await this.secrets.recoveryCodesLeft(user.id) : 0,
    };
  }
}
