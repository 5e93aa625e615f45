import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, type AppConfig } from '../infrastructure/config/app-config';
import { GENERATED_SECRETS_FILE } from '../modules/user/commands/bootstrap-admin/generated-secrets-file';
import { seedDemoDatabase } from '../seed/seed-database';
import { defaultSeedSizes, type SeedResult } from '../seed/seed-demo-data';
import { runCli } from './run-cli';

/** `--users 50 --practices 500`, else SEED_USERS / SEED_PRACTICES, else the defaults. */
const readSizes = () => {
  const { values } = parseArgs({ options: { users: { type: 'string' }, practices: { type: 'string' } } });
  const size = (flag: string | undefined, env: string | undefined, fallback: number) => {
    const value = Number(flag ?? env ?? fallback);
    if (!Number.isInteger(value) || value < 0) throw new Error(`Numero non valido: ${flag ?? env}`);
    return value;
  };
  return {
    users: size(values.users, process.env.SEED_USERS, defaultSeedSizes.users),
    practices: size(values.practices, process.env.SEED_PRACTICES, defaultSeedSizes.practices),
  };
};

const adminPasswordHint = (config: AppConfig) => {
  if (config.adminPassword) return config.adminPassword;
  const file = join(config.dataDir, GENERATED_SECRETS_FILE);
  return existsSync(file) ? `in ${file}` : 'quella scelta al primo avvio (ADMIN_PASSWORD)';
};

const printAccounts = (result: SeedResult, config: AppConfig) => {
  const { seller, buyer } = result.accounts;
  console.log('Account demo (accedi da /auth):');
  console.log(`  cedente       ${seller.username} / ${seller.password}`);
  console.log(`  cessionario   ${buyer.username} / ${buyer.password}`);
  const pin = config.adminPin ? `, PIN ${config.adminPin}` : '';
  console.log(`  amministratore ${config.adminUsername} / ${adminPasswordHint(config)}${pin}`);
};

/** `npm run seed`: fills the database `npm start` uses with Italian demo data (see README "Dati demo"). */
const main = async () => {
  const sizes = readSizes();
  // The app's request logs would bury the progress lines: warnings only, unless LOG_LEVEL says otherwise.
  const config: AppConfig = { ...loadConfig(), ...(process.env.LOG_LEVEL ? {} : { logLevel: 'warn' as const }) };
  const result = await seedDemoDatabase(config, { ...sizes, log: (line) => console.log(line) });
  if (result.skipped) console.log('Il database contiene già i dati demo: nessuna modifica.');
  else console.log(`Dati demo creati: ${result.users} aziende, ${result.practices} pratiche in ${result.seconds.toFixed(1)} s.`);
  printAccounts(result, config);
};

runCli(main);
