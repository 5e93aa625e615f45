import { Grid } from 'antd';
import type { ReactNode } from 'react';

/** The wallet pages' content column; tighter padding below the 768 px breakpoint (spec 9). */
export function WalletPage({ children }: { children: ReactNode }) {
  const { md } = Grid.useBreakpoint();
  const style = {
    width: '100%',
    boxSizing: 'border-box',
    maxWidth: 1100,
    margin: '0 auto',
    padding: md ? 24 : 12,
    display: 'grid',
    gap: md ? 24 : 16,
  } as const;
  return <div style={style}>{children}</div>;
}
