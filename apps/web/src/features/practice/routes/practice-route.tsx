import { ArrowLeftOutlined, EditOutlined } from '@ant-design/icons';
import type { PracticeResponse } from '@pratiche/contracts';
import { saleClosed } from '@pratiche/domain';
import { Button, Card, Flex, Skeleton, Typography } from 'antd';
import { type ComponentType, lazy, Suspense } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { CreditTermsSection } from '../../../lib/credit-terms/credit-terms-section';
import { PracticeTimeline } from '../../../lib/practice-timeline/practice-timeline';
import { usePractice } from '../api/get-practice';
import { IntegrationRequestAlert } from '../components/integration-request-alert';
import { PracticeComments } from '../components/practice-comments';
import { PracticeLoadError } from '../components/practice-load-error';
import { PracticePage, PracticePageSkeleton } from '../components/practice-page';
import { PracticeSummary } from '../components/practice-summary';
import { parsePracticeId } from '../practice-id';
import { canEdit } from '../practice-rules';
import { useSeller } from '../seller-context';

// Issue 28's card (checklist, reconfirmation, pack) in its own chunk, below the fold.
const DueDiligenceCard = lazy(() => import('../components/due-diligence-card').then((module) => ({ default: module.DueDiligenceCard })));

/** Issue 29's 'Trattativa' panel, passed in by the app (features never import one another). */
export type PracticeRouteProps = { NegotiationPanel: ComponentType<{ practice: PracticeResponse; party: 'seller' }> };

/** Spec 2 /practice/{id}: the practice read-only; the back link goes to the dashboard. */
export function PracticeRoute({ NegotiationPanel }: PracticeRouteProps) {
  const id = parsePracticeId(useParams().id);
  if (id === null) return <PracticeLoadError fallback="ID pratica mancante." />;
  return <PracticeView id={id} NegotiationPanel={NegotiationPanel} />;
}

function PracticeView({ id, NegotiationPanel }: { id: number } & PracticeRouteProps) {
  const { data: practice, error, isPending } = usePractice(id);
  const navigate = useNavigate();
  const seller = useSeller();
  if (isPending) return <PracticePageSkeleton />;
  if (!practice) return <PracticeLoadError error={error} />;
  // Issue 28: the owner types and replaces files until the credit is sold or closed (the API decides the same).
  const owner = practice.userId === seller.id && !saleClosed(practice.saleStatus);
  return (
    <PracticePage maxWidth={900}>
      <Flex wrap justify="space-between" align="center" gap={12}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Pratica #{practice.id}
        </Typography.Title>
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/')}>
          Torna alla dashboard
        </Button>
      </Flex>
      {canEdit(practice) && (
        <>
          <IntegrationRequestAlert practice={practice} />
          <Button type="primary" icon={<EditOutlined />} onClick={() => navigate(`/practice/${practice.id}/edit`)} style={{ justifySelf: 'start' }}>
            Modifica pratica
          </Button>
        </>
      )}
      <PracticeSummary practice={practice} />
      {/* Offers and closing happen on a practice on sale; the owner negotiates (admins read them in the history). */}
      {practice.status === 'approved' && practice.userId === seller.id && (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
          <NegotiationPanel practice={practice} party="seller" />
        </Suspense>
      )}
      <Card title="Rate e cessioni" size="small">
        <CreditTermsSection practice={practice} />
      </Card>
      <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
        <DueDiligenceCard practice={practice} owner={practice.userId === seller.id} documentOwner={owner ? { practiceId: practice.id } : undefined} />
      </Suspense>
      <Card title="Commenti" size="small">
        <PracticeComments comments={practice.comments} />
      </Card>
      <PracticeTimeline practiceId={practice.id} />
    </PracticePage>
  );
}
