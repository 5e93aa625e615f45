import { lazy, Suspense } from 'react';

// antd's Result and its pictures weigh about 10 KB gzip: loaded only when a page is refused, so
// the areas behind a role guard (/admin, /marketplace, /practices) do not carry it on every visit.
const RefusedAccessPage = lazy(() => import('./refused-access-page').then((module) => ({ default: module.RefusedAccessPage })));

/**
 * The one page drawn wherever a person may not open what they asked for (role guards, a seller's
 * or buyer's area): the reason in Italian and a way back home, never a dead end.
 */
export function RefusedAccess({ message }: { message: string }) {
  return (
    <Suspense fallback={null}>
      <RefusedAccessPage message={message} />
    </Suspense>
  );
}
