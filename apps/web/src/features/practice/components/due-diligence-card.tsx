import { CheckCircleOutlined, FileZipOutlined } from '@ant-design/icons';
import type { PracticeResponse } from '@pratiche/contracts';
import { dueDiligenceMessages, saleClosed } from '@pratiche/domain';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { errorMessage } from '../../../lib/api-client';
import { DueDiligenceChecklist } from '../../../lib/due-diligence/due-diligence-checklist';
import { formatDate } from '../../../lib/format';
import { useToast } from '../../../lib/use-toast';
import { useDownloadDueDiligencePack, useReconfirmCredit } from '../api/due-diligence';

/**
 * Issue 28 on the seller's page: the 6-bis checklist, the reconfirmation of an approved credit
 * ('Da riconfermare' after 30 days) and the due-diligence pack.
 */
export function DueDiligenceCard({ practice, owner }: { practice: PracticeResponse; owner: boolean }) {
  const reconfirm = useReconfirmCredit();
  const pack = useDownloadDueDiligencePack();
  const toast = useToast();
  const onSale = practice.status === 'approved' && !saleClosed(practice.saleStatus);
  const onReconfirm = () =>
    reconfirm.mutate(practice.id, {
      onSuccess: () => toast.success('Credito riconfermato'),
      onError: (error) => toast.error('Errore', errorMessage(error, 'Errore durante la riconferma')),
    });
  const onPack = () =>
    pack.mutate(practice.id, {
      onError: (error) => toast.error('Errore', errorMessage(error, 'Si è verificato un errore durante il download del fascicolo.')),
    });
  return (
    <Card title="Due diligence" size="small" data-testid="due-diligence-card">
      <Flex vertical gap={12}>
        <DueDiligenceChecklist dueDiligence={practice.dueDiligence} documentazione6bisCompleta={practice.documentazione6bisCompleta} />
        {onSale && (
          <Flex vertical gap={8}>
            {practice.reconfirmationDue && (
              <Alert type="warning" showIcon message={dueDiligenceMessages.toReconfirm} description={dueDiligenceMessages.reconfirmationOverdue} />
            )}
            <Typography.Text>Ultima riconferma: {formatDate(practice.lastConfirmationDate)}</Typography.Text>
            {owner && (
              <Button icon={<CheckCircleOutlined />} loading={reconfirm.isPending} onClick={onReconfirm} style={{ alignSelf: 'flex-start', maxWidth: '100%' }}>
                Riconferma disponibilità del credito
              </Button>
            )}
          </Flex>
        )}
        <Button icon={<FileZipOutlined />} loading={pack.isPending} onClick={onPack} style={{ alignSelf: 'flex-start', maxWidth: '100%' }}>
          Scarica fascicolo due diligence
        </Button>
      </Flex>
    </Card>
  );
}
