import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { verifyExportFiles } from '../infrastructure/audit-chain/export/verify-export-files';
import { runCli } from './run-cli';

const usage =
  'npm run audit:verify-export -- <exported file> --public-key <public key file (PEM, or the JSON of GET /api/audit/public-key)> [--since <saved checkpoint or earlier export>]';

/**
 * `npm run audit:verify-export`: checks an exported history offline, with the public key alone
 * (no database, no configuration). Exit 0 when intact, 1 with the reason otherwise.
 */
const main = async () => {
  const { values, positionals } = parseArgs({ options: { 'public-key': { type: 'string' }, since: { type: 'string' } }, allowPositionals: true });
  const [file] = positionals;
  const publicKey = values['public-key'];
  if (!file || !publicKey || positionals.length > 1) throw new Error(`Usage: ${usage}`);
  // Relative to where `npm run` was typed (INIT_CWD), not to the repository root.
  const here = process.env.INIT_CWD ?? process.cwd();
  const since = values.since === undefined ? undefined : resolve(here, values.since);
  const { ok, message } = await verifyExportFiles(resolve(here, file), resolve(here, publicKey), since);
  if (ok) console.log(message);
  else {
    console.error(message);
    process.exitCode = 1;
  }
};

runCli(main);
