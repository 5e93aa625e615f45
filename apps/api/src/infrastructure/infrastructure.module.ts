import { Global, Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type { AppComposition } from './app-composition';
import { CLOCK, systemClock, type Clock } from './clock/clock';
import { CommandExecutor } from './command-handling/command-executor';
import { APP_CONFIG, type AppConfig } from './config/app-config';
import type { Database } from './database/database';
import { DATABASE, EVENT_STORE } from './database/database.tokens';
import { PostgresEventStore } from './event-store/postgres-event-store';
import { PERSONAL_DATA_POLICY } from './personal-data/personal-data.declaration';
import { applyInline } from './projections/projection-runner';

/** Config, clock, database, event store, the personal-data policy and the command template, for every capability module. */
@Global()
@Module({})
export class InfrastructureModule {
  static forRoot(config: AppConfig, database: Database, composition: AppComposition, clock: Clock = systemClock): DynamicModule {
    return {
      module: InfrastructureModule,
      imports: [CqrsModule.forRoot()],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: CLOCK, useValue: clock },
        { provide: DATABASE, useValue: database },
        { provide: PERSONAL_DATA_POLICY, useValue: composition.personalData },
        { provide: EVENT_STORE, useValue: new PostgresEventStore(database, applyInline(composition.projections)) },
        CommandExecutor,
      ],
      exports: [APP_CONFIG, CLOCK, DATABASE, EVENT_STORE, CommandExecutor, CqrsModule],
    };
  }
}
