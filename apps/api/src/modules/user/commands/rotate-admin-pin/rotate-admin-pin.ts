import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import type { Database } from '../../../../infrastructure/database/database';
import { AdminPin, invalidAdminPinMessage, isValidAdminPin } from '../../credentials/admin-pin';

/**
 * The new PIN from ADMIN_PIN, else the first line of standard input: never a command-line
 * argument, which would stay in the shell history and in the process list.
 */
export const readNewPin = async (env: NodeJS.ProcessEnv, input: Readable): Promise<string> => {
  if (env.ADMIN_PIN) return env.ADMIN_PIN;
  const lines = createInterface({ input, terminal: false });
  for await (const line of lines) {
    lines.close();
    return line.trim();
  }
  return '';
};

/** Replaces the stored admin PIN; refuses one that is not 6 to 12 digits and keeps the old. */
export const rotateAdminPin = async (db: Database, pin: string): Promise<void> => {
  if (!isValidAdminPin(pin)) throw new Error(invalidAdminPinMessage);
  await new AdminPin(db).replace(pin);
};
