import type { DueDiligenceResponse } from '@pratiche/contracts';
import { dueDiligenceMessages } from '@pratiche/domain';
import { Alert, Flex, List, Progress, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { checklistLine } from './due-diligence-view';
import { sixBisBadge } from './six-bis-badge';

type ChecklistItem = DueDiligenceResponse['checklist'][number];

/**
 * `action`: what the reader may do about an item, beside its status (issue 46: the owner's
 * 'Carica'); `details`: what shows under it (issue 46: on the seller's page, the files of that
 * type). The admin's dialog and the marketplace pass neither.
 */
type Props = {
  dueDiligence: DueDiligenceResponse;
  documentazione6bisCompleta: boolean;
  action?: (item: ChecklistItem) => ReactNode;
  details?: (item: ChecklistItem) => ReactNode;
};

/**
 * The checklist of issue 28: the required types and where each stands, the completeness and the
 * 6-bis verdict. Shared by the seller's page, the admin's dialog and the marketplace detail: it
 * names types, never files, so buyers without access may see it.
 */
export function DueDiligenceChecklist({ dueDiligence, documentazione6bisCompleta, action, details }: Props) {
  const badge = sixBisBadge({ dueDiligence, documentazione6bisCompleta });
  return (
    <Flex vertical gap={8} data-testid="due-diligence-checklist">
      {!dueDiligence.sixBisApplies && <Alert type="info" showIcon message={dueDiligenceMessages.sixBisNotApplicable} />}
      <Flex wrap align="center" gap={12}>
        <Progress
          percent={dueDiligence.completeness}
          size="small"
          style={{ flex: '1 1 160px', margin: 0 }}
          aria-label={`Completezza documentale: ${dueDiligence.completeness}%`}
        />
        {badge && (
          <Tag color={badge.color} style={{ marginInlineEnd: 0 }}>
            {badge.text}
          </Tag>
        )}
      </Flex>
      <List
        size="small"
        bordered
        dataSource={dueDiligence.checklist}
        locale={{ emptyText: 'Nessun documento richiesto' }}
        renderItem={(item) => {
          const line = checklistLine(item);
          return (
            <List.Item style={details ? { display: 'block' } : undefined} data-testid="checklist-item">
              <Flex wrap justify="space-between" align="center" gap={8} style={{ width: '100%' }}>
                <Typography.Text style={{ flex: '1 1 200px', minWidth: 0 }}>{line.label}</Typography.Text>
                <Flex wrap align="center" gap={8}>
                  <Tag color={line.color} style={{ marginInlineEnd: 0, whiteSpace: 'normal' }}>
                    {line.status}
                  </Tag>
                  {action?.(item)}
                </Flex>
              </Flex>
              {details?.(item)}
            </List.Item>
          );
        }}
      />
    </Flex>
  );
}
