import { Tag } from 'antd';
import { knownUserStatus, userStatusColors, userStatusLabels } from '../user-status-filter';

export function UserStatusTag({ status }: { status: string }) {
  const known = knownUserStatus(status);
  return <Tag color={userStatusColors[known]}>{userStatusLabels[known]}</Tag>;
}
