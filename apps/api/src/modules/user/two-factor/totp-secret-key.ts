import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FactoryProvider } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../infrastructure/config/app-config';
import { ownerOnly } from '../../../infrastructure/data-dir/owner-only';

/** The key file's name in DATA_DIR when TOTP_ENCRYPTION_KEY is not set. */
export const TOTP_KEY_FILE = 'totp-encryption.key';
export const TOTP_SECRET_KEY = Symbol('TOTP_SECRET_KEY');

const KEY_BYTES = 32;

/** 32 bytes in base64, from the setting or the key file; anything else stops the start with its source named. */
const decodeKey = (text: string, source: string): Buffer => {
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== KEY_BYTES) throw new Error(`${source} must hold ${KEY_BYTES} bytes in base64 (openssl rand -base64 32)`);
  return key;
};

const isFileExists = (error: unknown) => (error as NodeJS.ErrnoException).code === 'EEXIST';

/**
 * The key file, created on first use with a random key (owner-only). Exclusive creation: of two
 * instances starting at once on one DATA_DIR, one writes it and the other reads that one.
 */
const keyFromFile = async (dataDir: string): Promise<Buffer> => {
  const path = join(dataDir, TOTP_KEY_FILE);
  await mkdir(dataDir, { recursive: true, mode: ownerOnly.folder });
  try {
    const file = await open(path, 'wx', ownerOnly.file);
    try {
      await file.writeFile(`${randomBytes(KEY_BYTES).toString('base64')}\n`);
    } finally {
      await file.close();
    }
  } catch (error) {
    if (!isFileExists(error)) throw error;
  }
  return decodeKey(await readFile(path, 'utf8'), path);
};

/**
 * The AES-256 key of the TOTP secrets, kept outside the database so that a copy of the database
 * (a backup, a dump) holds only ciphertext: TOTP_ENCRYPTION_KEY, else `DATA_DIR/totp-encryption.key`.
 */
export const loadTotpSecretKey = async (config: Pick<AppConfig, 'dataDir' | 'totpEncryptionKey'>): Promise<Buffer> =>
  config.totpEncryptionKey ? decodeKey(config.totpEncryptionKey, 'TOTP_ENCRYPTION_KEY') : keyFromFile(config.dataDir);

export const totpSecretKeyProvider: FactoryProvider<Promise<Buffer>> = {
  provide: TOTP_SECRET_KEY,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) => loadTotpSecretKey(config),
};
