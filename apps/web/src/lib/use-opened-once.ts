import { useState } from 'react';

/**
 * True from the first time `open` is true, then for good: a dialog is mounted only once someone
 * opens it (closed antd Modals still cost their hooks and styles on a page's first render) and
 * stays mounted so its closing keeps its state and motion.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Set during render (React's "storing information from previous renders"): no extra commit.
  if (open && !opened) setOpened(true);
  return opened || open;
}
