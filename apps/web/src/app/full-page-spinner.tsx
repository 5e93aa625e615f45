import { Flex, Spin } from 'antd';
import { useLayoutEffect } from 'react';
import { hasBootShell, spinnerMounted, spinnerUnmounted } from './boot-shell';

/** Counted by boot-shell.ts: a prerendered first screen stays up while any spinner is mounted. */
export function useHoldsBootShell() {
  useLayoutEffect(() => {
    spinnerMounted();
    return spinnerUnmounted;
  }, []);
}

export function FullPageSpinner() {
  useHoldsBootShell();
  // The prerendered /auth screen is still up: it is better than a spinner.
  if (hasBootShell()) return null;
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Spin size="large" />
    </Flex>
  );
}
