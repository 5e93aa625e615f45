import { setTimeout as sleep } from 'node:timers/promises';

/** Polls `ready` every 250 ms, up to 90 s (cold starts are slow on a shared 2-core machine). */
export const waitFor = async (ready: () => Promise<boolean>, exited: () => boolean, output: () => string) => {
  for (let attempt = 0; attempt < 360; attempt++) {
    if (exited()) throw new Error(`The process exited early:\n${output()}`);
    if (await ready()) return;
    await sleep(250);
  }
  throw new Error(`The process did not start:\n${output()}`);
};
