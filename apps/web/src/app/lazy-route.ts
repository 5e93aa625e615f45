import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

/**
 * React.lazy for a module's named export: each route becomes its own chunk, loaded on first
 * visit, so the sign-in page does not download the dashboard or profile code. The component
 * keeps its props (the app passes some screens their data).
 */
// React.lazy itself takes ComponentType<any>: any props, kept by the returned component.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyRoute<K extends string, M extends Record<K, ComponentType<any>>>(load: () => Promise<M>, name: K): LazyExoticComponent<M[K]> {
  return lazy(async () => ({ default: (await load())[name] }));
}
