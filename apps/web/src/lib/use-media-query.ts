import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, read during render: the first render already has the answer
 * (antd's Grid.useBreakpoint learns it in an effect and renders a second time).
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );
}
