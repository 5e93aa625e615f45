import type { PracticeResponse } from '@pratiche/contracts';
import { dueDiligenceFactLabels, type DueDiligenceFacts, worksStageLabels } from '@pratiche/domain';
import { Descriptions } from 'antd';
import { formatDate, formatEuro } from '../../../lib/format';
import { yesNo } from '../practice-labels';

type Facts = PracticeResponse['dueDiligenceFacts'];

/** One declared fact in words: Sì/No, euro, the works' stage by its label, the day or 'Non indicata'. */
const factText = (key: keyof DueDiligenceFacts, facts: Facts): string => {
  const value = (facts as Partial<Record<keyof DueDiligenceFacts, unknown>>)[key];
  if (key === 'worksAmount') return formatEuro(facts.worksAmount);
  if (key === 'stage') return worksStageLabels[facts.stage] ?? facts.stage;
  if (key === 'companyRegisteredOn') return facts.companyRegisteredOn ? formatDate(facts.companyRegisteredOn) : 'Non indicata';
  return yesNo(value === true);
};

/**
 * Issue 46: what the seller declared with the practice (common parts, amount of the works,
 * edilizia libera, stage...), named as the domain names them: the facts the required documents
 * follow, so the admin reads why the checklist asks what it asks.
 */
export function DeclaredFacts({ facts }: { facts: Facts }) {
  const keys = Object.keys(dueDiligenceFactLabels) as (keyof DueDiligenceFacts)[];
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }}
      data-testid="declared-facts"
      items={keys.map((key) => ({ key, label: dueDiligenceFactLabels[key], children: factText(key, facts) }))}
    />
  );
}
