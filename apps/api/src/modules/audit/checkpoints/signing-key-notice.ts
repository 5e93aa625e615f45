import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../infrastructure/config/app-config';

/**
 * NODE_ENV=production without AUDIT_SIGNING_KEY: the signing key is kept in app_secrets, so
 * whoever can rewrite the events can read it and sign checkpoints over the rewritten log. Every
 * start says so, as PAYMENTS_SIMULATED does.
 */
@Injectable()
export class SigningKeyNotice implements OnApplicationBootstrap {
  private readonly logger = new Logger('AuditCheckpoints');

  constructor(@Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'auditSigningKeyInDatabase'>) {}

  onApplicationBootstrap(): void {
    if (this.config.auditSigningKeyInDatabase) {
      this.logger.warn(
        'AUDIT_SIGNING_KEY is not set: the audit checkpoints are signed with a key kept in the database, which a database writer can read; set AUDIT_SIGNING_KEY (see docs/operations.md, tamper evidence)',
      );
    }
  }
}
