import { DownloadOutlined, FileTextOutlined, FileZipOutlined } from '@ant-design/icons';
import type { MarketplacePractice } from '@pratiche/contracts';
import { documentTypes } from '@pratiche/domain';
import { Alert, Button, Flex, List, Typography } from 'antd';
import { useState } from 'react';
import type { TransferProgress } from '../../../lib/api-client';
import { downloadProgressLabel } from '../../../lib/download';
import { useDownloadDocument, useDownloadDueDiligencePack, useDownloadZip } from '../api/downloads';
import { canDownloadZip } from '../purchase-rules';

type Documents = NonNullable<MarketplacePractice['documents']>;
const categories: { key: keyof Documents; label: string }[] = [
  { key: 'societari', label: 'Documenti societari' },
  { key: 'fiscali', label: 'Documenti fiscali' },
];

type Props = { practice: Pick<MarketplacePractice, 'id' | 'saleStatus' | 'isExclusiveHolder'>; documents: Documents };

/** A bought practice's documents; the zip is hidden while in_trattativa without the exclusivity (spec 6). */
export function DocumentsPanel({ practice, documents }: Props) {
  const [progress, setProgress] = useState<TransferProgress | null>(null);
  const zip = useDownloadZip(setProgress);
  const download = useDownloadDocument();
  const pack = useDownloadDueDiligencePack();
  const startZip = () => {
    setProgress(null);
    zip.mutate(practice.id);
  };
  return (
    <Flex vertical gap={8}>
      <Flex justify="space-between" align="center" wrap="wrap" gap={8}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          Documenti
        </Typography.Title>
        {canDownloadZip(practice) ? (
          <Flex wrap gap={8}>
            <Button icon={<DownloadOutlined />} loading={zip.isPending} aria-busy={zip.isPending} onClick={startZip}>
              {zip.isPending ? downloadProgressLabel(progress) : 'Scarica tutti (zip)'}
            </Button>
            <Button icon={<FileZipOutlined />} loading={pack.isPending} onClick={() => pack.mutate(practice.id)}>
              Scarica fascicolo due diligence
            </Button>
          </Flex>
        ) : (
          <Alert type="info" showIcon message="Pratica in trattativa in esclusiva: download non disponibile" />
        )}
      </Flex>
      {categories.map(({ key, label }) => (
        <List
          key={key}
          size="small"
          header={<Typography.Text strong>{label}</Typography.Text>}
          dataSource={documents[key]}
          locale={{ emptyText: 'Nessun documento' }}
          renderItem={(document) => (
            <List.Item
              actions={
                canDownloadZip(practice)
                  ? [
                      <Button
                        key="get"
                        type="link"
                        size="small"
                        icon={<DownloadOutlined />}
                        loading={download.isPending && download.variables?.filename === document.filename}
                        aria-label={`Scarica ${document.originalName}`}
                        onClick={() => download.mutate(document)}
                      />,
                    ]
                  : []
              }
            >
              <Flex gap={8} style={{ minWidth: 0 }}>
                <FileTextOutlined style={{ marginTop: 4 }} />
                <Flex vertical style={{ minWidth: 0 }}>
                  <Typography.Text ellipsis>{document.originalName}</Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {documentTypes[document.docType].label}
                  </Typography.Text>
                </Flex>
              </Flex>
            </List.Item>
          )}
        />
      ))}
    </Flex>
  );
}
