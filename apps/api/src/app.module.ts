import { Module, type DynamicModule } from '@nestjs/common';
import type { Logger } from 'pino';
import { appComposition } from './app.composition';
import type { Clock } from './infrastructure/clock/clock';
import type { AppConfig } from './infrastructure/config/app-config';
import type { Database } from './infrastructure/database/database';
import { HttpModule } from './infrastructure/http/http.module';
import type { RateLimitSettings } from './infrastructure/http/rate-limits';
import { InfrastructureModule } from './infrastructure/infrastructure.module';
import { MailModule } from './infrastructure/mail/mail.module';
import { OperationsModule } from './infrastructure/operations.module';
import { SessionsModule } from './infrastructure/sessions/sessions.module';
import { UploadsModule } from './infrastructure/uploads/uploads.module';
import { AuditModule } from './modules/audit/audit.module';
import { IdentityModule } from './modules/identity/identity.module';
import { MarketplaceModule } from './modules/marketplace/marketplace.module';
import { NegotiationModule } from './modules/negotiation/negotiation.module';
import { NotificationsModule } from './modules/notifications/notifications.module';
import { PracticeModule } from './modules/practice/practice.module';
import { UserModule } from './modules/user/user.module';
import { WalletModule } from './modules/wallet/wallet.module';

export type AppModuleOptions = { logger: Logger; rateLimits?: Partial<RateLimitSettings>; clock?: Clock };

/** The composition root: infrastructure plus one module per business capability. */
@Module({})
export class AppModule {
  static register(config: AppConfig, database: Database, options: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        InfrastructureModule.forRoot(config, database, appComposition, options.clock),
        OperationsModule.forRoot(
          options.logger,
          appComposition.migrations.map((m) => m.id),
        ),
        HttpModule.forRoot(options.rateLimits),
        SessionsModule,
        MailModule,
        UploadsModule,
        IdentityModule,
        UserModule,
        PracticeModule,
        WalletModule.forPayments(config),
        MarketplaceModule,
        NegotiationModule,
        NotificationsModule,
        AuditModule,
      ],
    };
  }
}
