import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DomainError } from '@pratiche/domain';
import { systemContext } from '../../../../infrastructure/command-handling/request-context';
import { APP_CONFIG, type AppConfig } from '../../../../infrastructure/config/app-config';
import { AdminPin, invalidAdminPinMessage, isValidAdminPin } from '../../credentials/admin-pin';
import { hashSecret } from '../../credentials/secret-hashing';
import { UserLookup } from '../../user-lookup';
import { UserRegistration } from '../../user-registration';
import { firstAdminProfile, generatePassword, generatePin } from './first-admin';
import { writeGeneratedSecrets } from './generated-secrets-file';

/**
 * First start: an active admin account and the admin PIN exist afterwards. Values come from
 * ADMIN_USERNAME / ADMIN_PASSWORD / ADMIN_PIN; what is missing is generated and written once to
 * an owner-only file in DATA_DIR whose path is printed (never to the event store or the
 * console). Later starts change nothing; they warn when ADMIN_PIN differs from the stored PIN.
 */
@Injectable()
export class BootstrapAdmin implements OnApplicationBootstrap {
  private readonly logger = new Logger('BootstrapAdmin');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UserLookup,
    private readonly registration: UserRegistration,
    private readonly pin: AdminPin,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // Refused before anything is created, so a typo never becomes the stored PIN.
    if (this.config.adminPin !== undefined && !isValidAdminPin(this.config.adminPin)) throw new Error(`ADMIN_PIN: ${invalidAdminPinMessage}`);
    const generated = [await this.ensureAdmin(), await this.ensurePin()].filter((line): line is string => line !== undefined);
    if (generated.length === 0) return;
    const path = await writeGeneratedSecrets(this.config.dataDir, generated);
    announce(`Credenziali generate per l'amministratore scritte in ${path} (leggibile solo dal proprietario).`);
  }

  /** Returns the line to hand to the operator when the password was generated. */
  private async ensureAdmin(): Promise<string | undefined> {
    if (await this.users.anyAdmin()) return undefined;
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
      if (error instanceof DomainError && error.kind === 'conflict') {
        this.logger.warn(`Admin non creato: ${error.message}`);
        return undefined;
      }
      throw error;
    }
    return this.config.adminPassword ? undefined : `Password generata per l'amministratore "${this.config.adminUsername}": ${password}`;
  }

  /** Returns the line to hand to the operator when the PIN was generated. */
  private async ensurePin(): Promise<string | undefined> {
    if (await this.pin.isSet()) return this.warnIfPinDiffers();
    const pin = this.config.adminPin ?? generatePin();
    const stored = await this.pin.setIfMissing(pin);
    return stored && !this.config.adminPin ? `PIN di sicurezza generato per l'aggiunta di crediti: ${pin}` : undefined;
  }

  /** ADMIN_PIN only seeds the first PIN; a changed variable would otherwise be ignored silently. */
  private async warnIfPinDiffers(): Promise<undefined> {
    if (this.config.adminPin && !(await this.pin.verify(this.config.adminPin))) {
      this.logger.warn('ADMIN_PIN è diverso dal PIN salvato, che resta valido: per cambiarlo esegui "npm run admin:pin".');
    }
    return undefined;
  }
}

/** Straight to the console, whatever the Nest logger settings: the operator must see it once. */
const announce = (line: string) => {
  console.log(`\n*** ${line}\n*** Conservale altrove e cancella il file.\n`);
};
