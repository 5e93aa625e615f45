import type { DueDiligenceResponse } from '@pratiche/contracts';
import { dueDiligenceMessages, italianDate } from '@pratiche/domain';
import { Tag } from 'antd';
import { sixBisBadge } from './six-bis-badge';

type Props = {
  dueDiligence: DueDiligenceResponse;
  documentazione6bisCompleta: boolean;
  reconfirmationDue: boolean;
  lastDeclaration?: { asOf: string } | null;
};

/** 'Estratto Piattaforma al 27/11/2026': the date of the seller's latest declaration (issue 45). */
export const extractDateText = (asOf: string) => `Estratto Piattaforma al ${italianDate(asOf)}`;

/** Listing tags of issue 28: the 6-bis verdict and 'Da riconfermare'; issue 45: the date of the latest Piattaforma extract. */
export function SixBisTags({ dueDiligence, documentazione6bisCompleta, reconfirmationDue, lastDeclaration }: Props) {
  const badge = sixBisBadge({ dueDiligence, documentazione6bisCompleta });
  return (
    <>
      {badge && (
        <Tag color={badge.color} data-testid="six-bis-tag">
          {badge.text}
        </Tag>
      )}
      {reconfirmationDue && <Tag color="red">{dueDiligenceMessages.toReconfirm}</Tag>}
      {lastDeclaration && <Tag data-testid="extract-date-tag">{extractDateText(lastDeclaration.asOf)}</Tag>}
    </>
  );
}
