import { FileTextOutlined } from '@ant-design/icons';
import type { UserResponse } from '@pratiche/contracts';
import { Button, Flex, Tag } from 'antd';
import { useOpenAccountDocumentOnClick } from '../api/account-documents';
import { tradingDocumentsView, type TradingDocumentLine } from '../trading-documents-view';

function OpenDocument({ user, line }: { user: UserResponse; line: TradingDocumentLine }) {
  const { onOpen, pending } = useOpenAccountDocumentOnClick(line);
  return (
    <Button
      size="small"
      type="link"
      icon={<FileTextOutlined />}
      loading={pending}
      onClick={onOpen}
      title={line.originalName}
      aria-label={`Scarica ${line.title} di ${user.username}`}
      style={{ paddingInline: 0, height: 'auto' }}
    >
      {line.title}
      {line.expired ? ' (scaduto)' : ''}
    </Button>
  );
}

/**
 * Issue 46, the admin users tab: whether the account holds what a bank asks before trading (data
 * for trading, a valid identity document of the legal representative, the last two approved
 * balance sheets; the domain's rule at this moment), what is missing in the tag's title, and a link
 * to each document (the download is logged on the account's history).
 */
export function TradingDocumentsControl({ user }: { user: UserResponse }) {
  const view = tradingDocumentsView(user, new Date().toISOString());
  const { complete, missing } = view.completeness;
  return (
    <Flex vertical align="start" gap={2} style={{ marginTop: 4 }}>
      <Tag color={complete ? 'green' : 'orange'} title={complete ? undefined : `Mancano: ${missing.join('; ')}`} style={{ whiteSpace: 'normal' }}>
        {complete ? 'Documenti per le cessioni completi' : 'Documenti per le cessioni incompleti'}
      </Tag>
      {view.lines.map((line) => (
        <OpenDocument key={line.filename} user={user} line={line} />
      ))}
    </Flex>
  );
}
