import { Skeleton } from 'antd';

/**
 * The one loading state of a page inside the signed-in frame: a title and rows in grey where the
 * page will be, in the same column as every page (global.css `.app-page`), instead of a spinner.
 */
export function PageSkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <div className="app-page" aria-busy="true">
      <Skeleton active title={{ width: 240 }} paragraph={{ rows }} />
    </div>
  );
}
