import { Grid } from 'antd';
import type { ReactNode } from 'react';

/** Centred content column for signed-in pages; tighter padding below the 768 px breakpoint (antd `md`). */
export function PageShell({ children }: { children: ReactNode }) {
  const { md } = Grid.useBreakpoint();
  return <div style={{ maxWidth: 1100, margin: '0 auto', padding: md ? 24 : 12, display: 'grid', gap: md ? 24 : 16 }}>{children}</div>;
}
