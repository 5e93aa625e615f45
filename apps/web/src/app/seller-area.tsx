import { apiMessages } from '@pratiche/contracts';
import { type ComponentType, Suspense } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import type { PracticeRouteProps } from '../features/practice/routes/practice-route';
import { SellerProvider } from '../features/practice/seller-context';
import { useSignedInUser } from '../features/user/api/get-user';
import { normalizeStatus } from '../features/user/user-labels';
import { RefusedAccess } from '../lib/refused-access';
import { lazyRoute } from './lazy-route';
import { PageLoading } from './page-loading';

// Each screen is a chunk of its own. They are declared here, in this lazy chunk, and not in the
// route table: every dynamic import carries its preload list, and the entry is /auth's budget.
// Each gets the practice page's slots; the others ignore them.
const pages: Record<'list' | 'new' | 'view' | 'edit', ComponentType<PracticeRouteProps>> = {
  list: lazyRoute(() => import('../features/practice/routes/practices-route'), 'PracticesRoute'),
  new: lazyRoute(() => import('../features/practice/routes/new-practice-route'), 'NewPracticeRoute'),
  view: lazyRoute(() => import('../features/practice/routes/practice-route'), 'PracticeRoute'),
  edit: lazyRoute(() => import('../features/practice/routes/edit-practice-route'), 'EditPracticeRoute'),
};

export type SellerPage = keyof typeof pages;

// Issue 29's 'Trattativa' panel, its own chunk, mounted by the practice page below the summary.
const NegotiationPanel = lazyRoute(() => import('../features/negotiation/components/negotiation-panel'), 'NegotiationPanel');

/**
 * The seller's pages (spec 6): a non-seller sees the spec's message, a seller whose account is
 * not active the API's 'Account non attivo' (spec 4: only active users use practices). The
 * screens get the seller through a context of their feature, so they need not import the user feature.
 */
export function SellerArea({ page }: { page: SellerPage }) {
  const user = useSignedInUser();
  const { id } = useParams();
  // A buyer reaching /practice/{id} (a notification's 'Vai alla pratica') sees it among its purchases.
  if (!user.isCedente && user.isCessionario && page === 'view') return <Navigate replace to={`/marketplace/my-practices?practice=${id ?? ''}`} />;
  if (!user.isCedente) return <RefusedAccess message={apiMessages.cedenteOnly} />;
  if (normalizeStatus(user.status) !== 'active') return <RefusedAccess message={apiMessages.accountNotActive} />;
  const Page = pages[page];
  return (
    <SellerProvider seller={{ id: user.id }}>
      {/* The shell stays on screen while a page's chunk loads. */}
      <Suspense fallback={<PageLoading />}>
        <Page NegotiationPanel={NegotiationPanel} />
      </Suspense>
    </SellerProvider>
  );
}
