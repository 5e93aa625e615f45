import { Grid } from 'antd';
import type { ReactNode } from 'react';

/**
 * Centred content column; tighter padding below the 768 px breakpoint (spec 9, antd `md`).
 * `minmax(0, 1fr)`: a wide child (the tab bar) scrolls inside instead of widening the page on phones.
 */
export function PageFrame({ children }: { children: ReactNode }) {
  const { md } = Grid.useBreakpoint();
  return (
    <div style={{ maxWidth: 1200, margin: '0 auto', padding: md ? 24 : 12, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: md ? 24 : 16 }}>
      {children}
    </div>
  );
}
