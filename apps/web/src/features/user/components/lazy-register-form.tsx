import { Spin } from 'antd';
import { lazy, Suspense, useEffect } from 'react';

/**
 * Registration (upload widget, duplicate checks, checkboxes) is its own chunk: most visits
 * only sign in, so the first paint of /auth does not wait for it. The chunk is fetched once
 * the page is idle, so opening the tab is still instant.
 */
const loadRegisterForm = () => import('./register-form');
const RegisterForm = lazy(async () => ({ default: (await loadRegisterForm()).RegisterForm }));

export function LazyRegisterForm() {
  return (
    <Suspense fallback={<Spin style={{ display: 'block', margin: '32px auto' }} />}>
      <RegisterForm />
    </Suspense>
  );
}

export function usePrefetchRegisterForm() {
  useEffect(() => {
    // A failed prefetch is harmless: opening the tab loads the chunk again.
    const prefetch = () => void loadRegisterForm().catch(() => undefined);
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(prefetch, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(prefetch, 1500);
    return () => clearTimeout(timer);
  }, []);
}
