import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

/**
 * React.lazy for a module's named export: each route becomes its own chunk, loaded on first
 * visit, so the sign-in page does not download the dashboard or profile code.
 */
export function lazyRoute<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(async () => ({ default: (await load())[name] }));
}
