/**
 * Start-up in stages (issue 5, /auth's total blocking time). The browser evaluates a chunk and
 * everything it imports in one task: the whole entry (React, antd, react-query, the router) was one
 * task of about 950 ms under Lighthouse's 4x CPU slowdown. Loaded as separate dynamic imports,
 * one after another with a task boundary between them, each library is its own shorter task and
 * the browser can handle input (and paint) in between.
 */
export type BootStage = () => Promise<unknown>;

/** A new task: the browser runs what is waiting (input, rendering) before the next stage. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Loads the stages in order, each after the previous one has been evaluated and a task has passed. */
export async function loadInStages(stages: readonly BootStage[], yieldToBrowser: () => Promise<void> = nextTask): Promise<unknown[]> {
  const modules: unknown[] = [];
  for (const stage of stages) {
    await yieldToBrowser();
    modules.push(await stage());
  }
  return modules;
}
