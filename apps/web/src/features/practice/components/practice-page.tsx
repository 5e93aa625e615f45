import { Grid, Skeleton } from 'antd';
import type { ReactNode } from 'react';

/**
 * Content column of the practice screens: wide enough for the table, tighter padding below the
 * 768 px breakpoint (antd `md`). The track is `minmax(0, 1fr)` so a wide table scrolls inside
 * itself instead of widening the page. The user feature has its own; features share no components.
 */
export function PracticePage({ children, maxWidth = 1200 }: { children: ReactNode; maxWidth?: number }) {
  const { md } = Grid.useBreakpoint();
  return (
    <div
      style={{
        width: '100%',
        boxSizing: 'border-box',
        maxWidth,
        margin: '0 auto',
        padding: md ? 24 : 12,
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: md ? 24 : 16,
      }}
    >
      {children}
    </div>
  );
}

/** First load of a practice: the page's shape in grey rather than a spinner (issue 8). */
export function PracticePageSkeleton() {
  return (
    <PracticePage maxWidth={900}>
      <Skeleton active title={{ width: 240 }} paragraph={{ rows: 8 }} />
    </PracticePage>
  );
}
