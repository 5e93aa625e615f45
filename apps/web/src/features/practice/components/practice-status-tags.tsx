import type { PracticeResponse } from '@pratiche/contracts';
import { Tag } from 'antd';
import { practiceStatusColors, practiceStatusLabels, saleStatusColors, saleStatusLabels } from '../practice-labels';

export function PracticeStatusTag({ status }: { status: PracticeResponse['status'] }) {
  return <Tag color={practiceStatusColors[status]}>{practiceStatusLabels[status]}</Tag>;
}

export function SaleStatusTag({ saleStatus }: { saleStatus: PracticeResponse['saleStatus'] }) {
  return <Tag color={saleStatusColors[saleStatus]}>{saleStatusLabels[saleStatus]}</Tag>;
}
