import { CheckCircleOutlined, FileZipOutlined } from '@ant-design/icons';
import type { PracticeResponse } from '@pratiche/contracts';
import { documentCategories, dueDiligenceMessages, saleClosed } from '@pratiche/domain';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { DocumentPreviewDialog, type PreviewDocument } from '../../../lib/document-preview-dialog';
import { DeclarationNote } from '../../../lib/due-diligence/declaration-note';
import { DueDiligenceChecklist } from '../../../lib/due-diligence/due-diligence-checklist';
import { needsUpload } from '../../../lib/due-diligence/due-diligence-view';
import { formatDate } from '../../../lib/format';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { useToast } from '../../../lib/use-toast';
import { useDownloadDueDiligencePack } from '../api/due-diligence';
import { ChecklistUploadButton } from './checklist-upload-button';
import { DocumentRows, type FiledDocument } from './practice-documents-list';

// Its own chunk, fetched on the first click: the declaration's form, date picker and upload are not the page's first paint.
const ReconfirmCreditDialog = lazy(() => import('./reconfirm-credit-dialog').then((module) => ({ default: module.ReconfirmCreditDialog })));

/**
 * Issue 28 on the seller's page: the 6-bis checklist, the reconfirmation of an approved credit
 * ('Da riconfermare' after 30 days; since issue 45 a dated declaration with a Piattaforma extract,
 * in a dialog) and the due-diligence pack. Issue 46: the owner uploads a missing, rejected or
 * stale item from the checklist itself ('Carica'), at any status of the practice; and the page
 * has one list: each item shows the files of its type, the files no item asks for follow.
 */
export function DueDiligenceCard({ practice, owner, documentOwner }: Props) {
  const pack = useDownloadDueDiligencePack();
  const toast = useToast();
  const [reconfirming, setReconfirming] = useState(false);
  const mounted = useOpenedOnce(reconfirming);
  const onSale = practice.status === 'approved' && !saleClosed(practice.saleStatus);
  const [previewed, setPreviewed] = useState<PreviewDocument | null>(null);
  const filed = filedDocuments(practice.documents);
  const required = new Set<string>(practice.dueDiligence.checklist.map((item) => item.docType));
  const others = filed.filter(({ document }) => !document.docType || !required.has(document.docType));
  const onPack = () =>
    pack.mutate(practice.id, {
      onError: (error) => toast.error('Errore', errorMessage(error, 'Si è verificato un errore durante il download del fascicolo.')),
    });
  return (
    <Card title="Due diligence e documenti" size="small" data-testid="due-diligence-card">
      <DocumentPreviewDialog document={previewed} onClose={() => setPreviewed(null)} />
      <Flex vertical gap={12}>
        <DueDiligenceChecklist
          dueDiligence={practice.dueDiligence}
          documentazione6bisCompleta={practice.documentazione6bisCompleta}
          action={owner ? (item) => needsUpload(item.status) && <ChecklistUploadButton practiceId={practice.id} docType={item.docType} /> : undefined}
          details={(item) => {
            const files = filed.filter(({ document }) => document.docType === item.docType);
            return files.length > 0 && <DocumentRows documents={files} onPreview={setPreviewed} owner={documentOwner} />;
          }}
        />
        <OtherDocuments documents={others} onPreview={setPreviewed} owner={documentOwner} />
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

type Props = {
  practice: PracticeResponse;
  /** The practice is the reader's: 'Carica' and the reconfirmation. */
  owner: boolean;
  /** The owner may still type and replace its files (until the credit is sold or closed). */
  documentOwner?: { practiceId: number };
};

/** Every file of the practice with the category it is filed under. */
const filedDocuments = (documents: PracticeResponse['documents']): FiledDocument[] =>
  documentCategories.flatMap((category) => documents[category].map((document) => ({ category, document })));

type OthersProps = { documents: FiledDocument[]; onPreview: (document: PreviewDocument) => void; owner?: { practiceId: number } };

/** The files no checklist item asks for ('Altro', or a type the credit does not require): after the checklist, under a heading. */
function OtherDocuments({ documents, onPreview, owner }: OthersProps) {
  if (documents.length === 0) return null;
  return (
    <section aria-label="Altri documenti">
      <Typography.Text strong>Altri documenti</Typography.Text>
      <DocumentRows documents={documents} onPreview={onPreview} owner={owner} />
    </section>
  );
}
