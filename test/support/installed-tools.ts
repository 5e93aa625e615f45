import { accessSync, constants } from 'node:fs';
import { delimiter, isAbsolute, join } from 'node:path';

const isExecutable = (path: string) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** `command` as a path: itself when absolute, else the first executable of that name on PATH. */
const resolveCommand = (command: string): string | undefined =>
  isAbsolute(command)
    ? isExecutable(command)
      ? command
      : undefined
    : (process.env.PATH ?? '')
        .split(delimiter)
        .map((dir) => join(dir, command))
        .find(isExecutable);

/**
 * The path of a program the browser and cluster tests run (Debian's Chromium, nginx). When it is
 * missing the test stops at once with what to install, instead of a process that "exited early".
 */
export const requireInstalled = (command: string, debianPackage: string, neededFor: string): string => {
  const path = resolveCommand(command);
  if (path) return path;
  throw new Error(`${command} is not installed: ${neededFor}. Install it with 'apt-get install -y ${debianPackage}' (as .ci/run does).`);
};
