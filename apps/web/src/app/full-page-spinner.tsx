import { Flex, Spin } from 'antd';
import { useLayoutEffect } from 'react';
import { hasBootShell, spinnerMounted, spinnerUnmounted } from './boot-shell';

export function FullPageSpinner() {
  useLayoutEffect(() => {
    spinnerMounted();
    return spinnerUnmounted;
  }, []);
  // The prerendered /auth screen is still up: it is better than a spinner.
  if (hasBootShell()) return null;
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Spin size="large" />
    </Flex>
  );
}
