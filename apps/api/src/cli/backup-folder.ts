import { resolve } from 'node:path';

/** The folder named after `--`; relative to where `npm run` was typed (INIT_CWD), not to the repository root. */
export const backupFolderArgument = (usage: string): string => {
  const folder = process.argv[2];
  if (!folder) throw new Error(`Usage: ${usage}`);
  return resolve(process.env.INIT_CWD ?? process.cwd(), folder);
};
