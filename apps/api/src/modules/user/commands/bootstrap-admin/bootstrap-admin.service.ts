import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DomainError } from '@pratiche/domain';
import { systemContext } from '../../../../infrastructure/command-handling/request-context';
import { APP_CONFIG, type AppConfig } from '../../../../infrastructure/config/app-config';
import { AdminPin } from '../../credentials/admin-pin';
import { hashSecret } from '../../credentials/secret-hashing';
import { UserRegistration } from '../../user-registration';
import { UsersReader } from '../../users.reader';
import { firstAdminProfile, generatePassword, generatePin } from './first-admin';

/**
 * First start: an active admin account and the admin PIN exist afterwards. Values come from
 * ADMIN_USERNAME / ADMIN_PASSWORD / ADMIN_PIN; what is missing is generated and printed once,
 * on the console only (never logged to the event store or a file). Later starts do nothing.
 */
@Injectable()
export class BootstrapAdmin implements OnApplicationBootstrap {
  private readonly logger = new Logger('BootstrapAdmin');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersReader,
    private readonly registration: UserRegistration,
    private readonly pin: AdminPin,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.ensureAdmin();
    await this.ensurePin();
  }

  private async ensureAdmin(): Promise<void> {
    if (await this.users.anyAdmin()) return;
    const password = this.config.adminPassword ?? generatePassword();
    try {
      await this.registration.register({
        profile: firstAdminProfile(this.config.adminUsername),
        passwordHash: await hashSecret(password),
        businessDocument: null,
        initialStatus: 'active',
        context: () => systemContext(),
      });
    } catch (error) {
      // Another instance starting at the same time created it first.
      if (error instanceof DomainError && error.kind === 'conflict') return this.logger.warn(`Admin non creato: ${error.message}`);
      throw error;
    }
    if (!this.config.adminPassword) announce(`Password generata per l'amministratore "${this.config.adminUsername}": ${password}`);
  }

  private async ensurePin(): Promise<void> {
    if (await this.pin.isSet()) return;
    const pin = this.config.adminPin ?? generatePin();
    const stored = await this.pin.setIfMissing(pin);
    if (stored && !this.config.adminPin) announce(`PIN di sicurezza generato per l'aggiunta di crediti: ${pin}`);
  }
}

/** Straight to the console, whatever the Nest logger settings: the operator must see it once. */
const announce = (line: string) => {
  console.log(`\n*** ${line}\n*** Annotalo ora: non verrà mostrato di nuovo.\n`);
};
