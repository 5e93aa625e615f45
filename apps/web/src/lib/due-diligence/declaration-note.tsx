import { Flex, Typography } from 'antd';
import { extractDateText } from './six-bis-tags';

type Declaration = { asOf: string; text: string };

/** Issue 45: the seller's latest dated declaration, word for word, under the date of its Piattaforma extract. */
export function DeclarationNote({ declaration }: { declaration: Declaration | null }) {
  if (!declaration) return null;
  return (
    <Flex vertical gap={2} data-testid="declaration-note">
      <Typography.Text strong>{extractDateText(declaration.asOf)}</Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
        «{declaration.text}»
      </Typography.Text>
    </Flex>
  );
}
