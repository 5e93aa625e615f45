import { Controller, Get, Inject } from '@nestjs/common';
import { apiRoutes, type AppConfigResponse } from '@pratiche/contracts';
import { APP_CONFIG, type AppConfig } from '../../../../infrastructure/config/app-config';
import { Public } from '../../../../infrastructure/http/access-policy';

@Controller()
export class GetAppConfigController {
  constructor(@Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'supportEmail' | 'stripeSecretKey'>) {}

  /**
   * Public settings the web client reads at run time: the support address of SUPPORT_EMAIL,
   * shown to blocked and rejected users, changes with the server's environment, not the build;
   * whether payments are simulated (no STRIPE_SECRET_KEY), which the wallet screens announce.
   */
  @Get(apiRoutes.appConfig)
  @Public()
  get(): AppConfigResponse {
    return { supportEmail: this.config.supportEmail, paymentsSimulated: !this.config.stripeSecretKey };
  }
}
