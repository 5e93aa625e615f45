import type { DueDiligenceResponse } from '@pratiche/contracts';
import { dueDiligenceMessages } from '@pratiche/domain';
import { Tag } from 'antd';
import { sixBisBadge } from './six-bis-badge';

type Props = { dueDiligence: DueDiligenceResponse; documentazione6bisCompleta: boolean; reconfirmationDue: boolean };

/** Listing tags of issue 28: the 6-bis verdict and 'Da riconfermare'. */
export function SixBisTags({ dueDiligence, documentazione6bisCompleta, reconfirmationDue }: Props) {
  const badge = sixBisBadge({ dueDiligence, documentazione6bisCompleta });
  return (
    <>
      {badge && (
        <Tag color={badge.color} data-testid="six-bis-tag">
          {badge.text}
        </Tag>
      )}
      {reconfirmationDue && <Tag color="red">{dueDiligenceMessages.toReconfirm}</Tag>}
    </>
  );
}
