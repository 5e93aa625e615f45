import { readNewPin, rotateAdminPin } from '../modules/user/commands/rotate-admin-pin/rotate-admin-pin';
import { openDatabase } from './open-database';
import { runCli } from './run-cli';

/**
 * `npm run admin:pin`: sets a new admin PIN, read from ADMIN_PIN or from standard input
 * (`ADMIN_PIN=... npm run admin:pin`, or type it when asked). Same database as the API.
 */
const main = async () => {
  if (!process.env.ADMIN_PIN && process.stdin.isTTY) process.stderr.write('Nuovo PIN di sicurezza (6-12 cifre): ');
  const pin = await readNewPin(process.env, process.stdin);
  const db = await openDatabase();
  try {
    await rotateAdminPin(db, pin);
    console.log('PIN di sicurezza aggiornato.');
  } finally {
    await db.close();
  }
};

runCli(main);
