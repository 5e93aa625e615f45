import { FileTextOutlined } from '@ant-design/icons';
import type { PracticeDocumentResponse } from '@pratiche/contracts';
import { documentTypes } from '@pratiche/domain';
import { Flex, Tag, Typography } from 'antd';
import { documentReviewTag } from '../../../lib/due-diligence/due-diligence-view';
import { formatDate } from '../../../lib/format';

/** One document as the seller's page and the admin's dialog show it: name, type, issue date, review. */
export function DocumentSummary({ document }: { document: PracticeDocumentResponse }) {
  const review = documentReviewTag(document.review);
  return (
    <Flex gap={8} align="flex-start" style={{ minWidth: 0 }}>
      <FileTextOutlined style={{ marginTop: 4 }} />
      <Flex vertical style={{ minWidth: 0 }}>
        <Typography.Text ellipsis={{ tooltip: document.originalName }}>{document.originalName}</Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {documentTypes[document.docType].label}
          {document.issuedOn ? ` · rilasciato il ${formatDate(document.issuedOn)}` : ''}
        </Typography.Text>
        <span>
          <Tag color={review.color} style={{ marginTop: 4 }}>
            {review.text}
          </Tag>
        </span>
      </Flex>
    </Flex>
  );
}
