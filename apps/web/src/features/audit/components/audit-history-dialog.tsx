import { DownloadOutlined, FilePdfOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import type { AuditStreamKind } from '@pratiche/contracts';
import { Alert, Button, Empty, Flex, Modal, Segmented, Spin } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';
import { type AuditFileFormat, useAuditHistory, useDownloadAuditFile } from '../api/audit-history';
import { auditHistoryTitle, auditKindLabels } from '../audit-view';
import { AuditTimeline } from './audit-timeline';

export type AuditStream = { kind: AuditStreamKind; id: number };
type Props = { streams: readonly [AuditStream, ...AuditStream[]]; onClose: () => void };

/** The 'Storico' of a practice, or of a user and their wallet (a switch between the two). */
export function AuditHistoryDialog({ streams, onClose }: Props) {
  const [current, setCurrent] = useState<AuditStream>(streams[0]);
  const download = useDownloadAuditFile();
  const toast = useToast();
  const save = (format: AuditFileFormat) =>
    download.mutateAsync({ ...current, format }).catch((error: unknown) => toast.error('Errore', errorMessage(error, 'Errore nel download dello storico')));
  const saving = (format: AuditFileFormat) => download.isPending && download.variables.format === format;
  return (
    <Modal
      open
      title={auditHistoryTitle(current.kind, current.id)}
      onCancel={onClose}
      width={760}
      destroyOnHidden
      footer={
        <Flex justify="space-between" gap={8} wrap="wrap">
          <Flex gap={8} wrap="wrap">
            <Button icon={<DownloadOutlined />} loading={saving('csv')} onClick={() => void save('csv')}>
              Scarica CSV
            </Button>
            <Button icon={<SafetyCertificateOutlined />} loading={saving('signed')} onClick={() => void save('signed')}>
              Esporta storico firmato
            </Button>
            <Button icon={<FilePdfOutlined />} loading={saving('pdf')} onClick={() => void save('pdf')}>
              Esporta PDF
            </Button>
          </Flex>
          <Button onClick={onClose}>Chiudi</Button>
        </Flex>
      }
    >
      {streams.length > 1 ? (
        <Segmented
          block
          value={current.kind}
          options={streams.map((stream) => ({ value: stream.kind, label: auditKindLabels[stream.kind] }))}
          onChange={(kind) => setCurrent(streams.find((stream) => stream.kind === kind) ?? streams[0])}
          style={{ marginBottom: 12 }}
        />
      ) : null}
      <HistoryBody stream={current} />
    </Modal>
  );
}

function HistoryBody({ stream }: { stream: AuditStream }) {
  const history = useAuditHistory(stream.kind, stream.id);
  if (history.isPending) return <Spin style={{ display: 'block', margin: 24 }} />;
  if (history.isError) return <Alert type="error" showIcon message={errorMessage(history.error, 'Errore nel caricamento dello storico')} />;
  if (history.data.length === 0) return <Empty description="Nessun evento registrato" />;
  return <AuditTimeline entries={history.data} />;
}
