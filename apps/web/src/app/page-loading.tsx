import { PageSkeleton } from '../lib/page-skeleton';
import { hasBootShell } from './boot-shell';
import { useHoldsBootShell } from './full-page-spinner';

/**
 * A page inside the signed-in frame while its chunk loads: the shared skeleton (the same loading
 * state on every page). Like FullPageSpinner it keeps a prerendered first screen (title over
 * skeletons) up rather than replacing it with another. Not in full-page-spinner.tsx, which the
 * entry (and so /auth's budget) carries: antd's Skeleton stays in the signed-in chunks.
 */
export function PageLoading() {
  useHoldsBootShell();
  if (hasBootShell()) return null;
  return <PageSkeleton />;
}
