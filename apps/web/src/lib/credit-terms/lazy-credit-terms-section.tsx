import type { PracticeResponse } from '@pratiche/contracts';
import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';

const CreditTermsSection = lazy(() => import('./credit-terms-section').then((module) => ({ default: module.CreditTermsSection })));

/** The terms section in its own chunk: the dialogs that show it are part of their lists' first load. */
export function LazyCreditTermsSection({ practice }: { practice: Pick<PracticeResponse, 'type' | 'rate' | 'transferChain' | 'buyableBy'> }) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
      <CreditTermsSection practice={practice} />
    </Suspense>
  );
}
