import { Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from './infrastructure/config/app-config';
import type { Database } from './infrastructure/database/database';
import { InfrastructureModule } from './infrastructure/infrastructure.module';

/** The composition root: infrastructure plus one module per business capability. */
@Module({})
export class AppModule {
  static register(config: AppConfig, database: Database): DynamicModule {
    return {
      module: AppModule,
      imports: [InfrastructureModule.forRoot(config, database)],
    };
  }
}
