import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `stages` parts of a screen to mount yet: one more per task, after the first commit.
 * antd's CSS-in-JS injects each component's styles while React commits, which cannot yield;
 * mounting a heavy part (a table) in its own later task splits one long task into shorter ones.
 */
export function useStagedMount(stages: number): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown >= stages) return;
    const timer = setTimeout(() => startTransition(() => setShown((count) => Math.min(stages, count + 1))));
    return () => clearTimeout(timer);
  }, [shown, stages]);
  return shown;
}
