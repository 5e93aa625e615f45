import { Global, Module, type DynamicModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AccessPolicyGuard } from './access-policy.guard';
import { RateLimitGuard } from './rate-limit.guard';
import { defaultRateLimits, RATE_LIMIT_SETTINGS, RateLimiters, type RateLimitSettings } from './rate-limits';

/** The access-policy guard for every route, and the rate limiters the routes share. */
@Global()
@Module({})
export class HttpModule {
  static forRoot(rateLimits: Partial<RateLimitSettings> = {}): DynamicModule {
    return {
      module: HttpModule,
      providers: [
        { provide: APP_GUARD, useClass: AccessPolicyGuard },
        { provide: RATE_LIMIT_SETTINGS, useValue: { ...defaultRateLimits, ...rateLimits } },
        RateLimiters,
        RateLimitGuard,
      ],
      exports: [RATE_LIMIT_SETTINGS, RateLimiters, RateLimitGuard],
    };
  }
}
