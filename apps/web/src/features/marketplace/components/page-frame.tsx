import { Grid } from 'antd';
import type { ReactNode } from 'react';

/** Centred content column; tighter padding below the 768 px breakpoint (spec 9, antd `md`). */
export function PageFrame({ children }: { children: ReactNode }) {
  const { md } = Grid.useBreakpoint();
  return <div style={{ maxWidth: 1200, margin: '0 auto', padding: md ? 24 : 12, display: 'grid', gap: md ? 24 : 16 }}>{children}</div>;
}
