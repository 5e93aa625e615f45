import { signerStateFile, signerStatePath } from '../infrastructure/audit-chain/signer-state';
import { auditVerifyCommand } from '../infrastructure/audit-chain/verify/verify-command';
import { loadConfig } from '../infrastructure/config/app-config';
import { openDatabase } from './open-database';
import { runCli } from './run-cli';

/**
 * `npm run audit:verify [-- --public-key <pem file>] [--since <saved checkpoint or export>]`: recomputes every hash chain and checkpoint
 * of the log; exit 1 naming the first event or checkpoint that does not match.
 */
const main = async () => {
  const config = loadConfig();
  const db = await openDatabase(config);
  try {
    // Relative paths from where `npm run` was typed (INIT_CWD), not from the repository root.
    const context = {
      cwd: process.env.INIT_CWD ?? process.cwd(),
      auditSigningKey: config.auditSigningKey,
      signerState: signerStateFile(signerStatePath(config.dataDir)),
    };
    const intact = await auditVerifyCommand(db, process.argv.slice(2), context, { log: console.log, error: console.error, progress: console.error });
    if (!intact) process.exitCode = 1;
  } finally {
    await db.close();
  }
};

runCli(main);
