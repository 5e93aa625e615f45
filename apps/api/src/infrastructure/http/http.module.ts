import { Global, Module, type DynamicModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AccessPolicyGuard } from './access-policy.guard';
import { ApiDocsController } from './openapi/api-docs.controller';
import { OpenApiDocumentProvider } from './openapi/openapi-document.provider';
import { RateLimitGuard } from './rate-limit.guard';
import { defaultRateLimits, RATE_LIMIT_SETTINGS, RateLimiters, type RateLimitSettings } from './rate-limits';

/** The access-policy guard for every route, the rate limiters the routes share, and the API's own documentation. */
@Global()
@Module({})
export class HttpModule {
  static forRoot(rateLimits: Partial<RateLimitSettings> = {}): DynamicModule {
    return {
      module: HttpModule,
      controllers: [ApiDocsController],
      providers: [
        { provide: APP_GUARD, useClass: AccessPolicyGuard },
        { provide: RATE_LIMIT_SETTINGS, useValue: { ...defaultRateLimits, ...rateLimits } },
        RateLimiters,
        RateLimitGuard,
        OpenApiDocumentProvider,
      ],
      exports: [RATE_LIMIT_SETTINGS, RateLimiters, RateLimitGuard],
    };
  }
}
