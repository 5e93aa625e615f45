import type { UserResponse } from '@pratiche/contracts';
import { Tag } from 'antd';
import { qualificationTag } from '../buyer-qualification-view';
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

/** A buyer's declared kind and its verification (issue 27); nothing for accounts that do not buy. */
export function QualificationTag({ user }: { user: Pick<UserResponse, 'isCessionario' | 'buyerQualification'> }) {
  if (!user.isCessionario) return null;
  const tag = qualificationTag(user.buyerQualification);
  return (
    <Tag color={tag.color} title={tag.title} style={{ whiteSpace: 'normal', marginTop: 4 }}>
      {tag.label}
    </Tag>
  );
}
