import type { PracticeResponse } from '@pratiche/contracts';
import { Tag } from 'antd';
import { reviewStatusColors, reviewStatusLabels, saleStatusColors, saleStatusLabels } from '../review-labels';

export function ReviewStatusTag({ status }: { status: PracticeResponse['status'] }) {
  return <Tag color={reviewStatusColors[status]}>{reviewStatusLabels[status]}</Tag>;
}

export function SaleStatusTag({ status }: { status: PracticeResponse['saleStatus'] }) {
  return <Tag color={saleStatusColors[status]}>{saleStatusLabels[status]}</Tag>;
}
