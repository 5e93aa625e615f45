import { CheckCircleOutlined, FileZipOutlined } from '@ant-design/icons';
import type { PracticeResponse } from '@pratiche/contracts';
import { dueDiligenceMessages, saleClosed } from '@pratiche/domain';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { DeclarationNote } from '../../../lib/due-diligence/declaration-note';
import { DueDiligenceChecklist } from '../../../lib/due-diligence/due-diligence-checklist';
import { needsUpload } from '../../../lib/due-diligence/due-diligence-view';
import { formatDate } from '../../../lib/format';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { useToast } from '../../../lib/use-toast';
import { useDownloadDueDiligencePack } from '../api/due-diligence';
import { ChecklistUploadButton } from './checklist-upload-button';

// Its own chunk, fetched on the first click: the declaration's form, date picker and upload are not the page's first paint.
const ReconfirmCreditDialog = lazy(() => import('./reconfirm-credit-dialog').then((module) => ({ default: module.ReconfirmCreditDialog })));

/**
 * Issue 28 on the seller's page: the 6-bis checklist, the reconfirmation of an approved credit
 * ('Da riconfermare' after 30 days; since issue 45 a dated declaration with a Piattaforma extract,
 * in a dialog) and the due-diligence pack. Issue 46: the owner uploads a missing, rejected or
 * stale item from the checklist itself ('Carica'), at any status of the practice.
 */
export function DueDiligenceCard({ practice, owner }: { practice: PracticeResponse; owner: boolean }) {
  const pack = useDownloadDueDiligencePack();
  const toast = useToast();
  const [reconfirming, setReconfirming] = useState(false);
  const mounted = useOpenedOnce(reconfirming);
  const onSale = practice.status === 'approved' && !saleClosed(practice.saleStatus);
  const onPack = () =>
    pack.mutate(practice.id, {
      onError: (error) => toast.error('Errore', errorMessage(error, 'Si è verificato un errore durante il download del fascicolo.')),
    });
  return (
    <Card title="Due diligence" size="small" data-testid="due-diligence-card">
      <Flex vertical gap={12}>
        <DueDiligenceChecklist
          dueDiligence={practice.dueDiligence}
          documentazione6bisCompleta={practice.documentazione6bisCompleta}
          action={owner ? (item) => needsUpload(item.status) && <ChecklistUploadButton practiceId={practice.id} docType={item.docType} /> : undefined}
        />
        {onSale && (
          <Flex vertical gap={8}>
            {practice.reconfirmationDue && (
              <Alert type="warning" showIcon message={dueDiligenceMessages.toReconfirm} description={dueDiligenceMessages.reconfirmationOverdue} />
            )}
            <Typography.Text>Ultima riconferma: {formatDate(practice.lastConfirmationDate)}</Typography.Text>
            <DeclarationNote declaration={practice.lastDeclaration} />
            {owner && (
              <Button
                icon={<CheckCircleOutlined />}
                onClick={() => setReconfirming(true)}
                aria-haspopup="dialog"
                style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
              >
                Riconferma disponibilità del credito
              </Button>
            )}
          </Flex>
        )}
        <Button icon={<FileZipOutlined />} loading={pack.isPending} onClick={onPack} style={{ alignSelf: 'flex-start', maxWidth: '100%' }}>
          Scarica fascicolo due diligence
        </Button>
      </Flex>
      {mounted && (
        <Suspense fallback={null}>
          <ReconfirmCreditDialog practice={practice} open={reconfirming} onClose={() => setReconfirming(false)} />
        </Suspense>
      )}
    </Card>
  );
}
