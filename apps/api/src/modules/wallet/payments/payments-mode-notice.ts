import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../infrastructure/config/app-config';

/** PAYMENTS_SIMULATED=true (a demo deployment): every start says so, so it is never mistaken for real payments. */
@Injectable()
export class PaymentsModeNotice implements OnApplicationBootstrap {
  private readonly logger = new Logger('Payments');

  constructor(@Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'paymentsSimulated'>) {}

  onApplicationBootstrap(): void {
    if (this.config.paymentsSimulated) {
      this.logger.warn('PAYMENTS_SIMULATED=true: payments are simulated, no card is charged and every checkout can be confirmed for free');
    }
  }
}
