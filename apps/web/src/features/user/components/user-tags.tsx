import type { UserResponse } from '@pratiche/contracts';
import { Tag } from 'antd';
import { normalizeStatus, roleLabels, statusColors, statusLabels } from '../user-labels';

export function StatusTag({ status }: { status: string }) {
  const known = normalizeStatus(status);
  return <Tag color={statusColors[known]}>{statusLabels[known]}</Tag>;
}

const roleColors: Record<string, string> = { Cedente: 'blue', Cessionario: 'purple', Admin: 'magenta' };

export function RoleTags({ user }: { user: Pick<UserResponse, 'isCedente' | 'isCessionario' | 'isAdmin'> }) {
  return (
    <>
      {roleLabels(user).map((label) => (
        <Tag key={label} color={roleColors[label]}>
          {label}
        </Tag>
      ))}
    </>
  );
}
