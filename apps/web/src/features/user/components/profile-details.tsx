import type { UserResponse } from '@pratiche/contracts';
import { Card, Descriptions } from 'antd';
import { roleLabels } from '../user-labels';
import { StatusTag } from './user-tags';

export function ProfileDetails({ user }: { user: UserResponse }) {
  const items = [
    { key: 'username', label: 'Nome utente', children: user.username },
    // The id other accounts name this one by: a bank's correntisti and the banks of its group.
    { key: 'id', label: 'ID account', children: user.id },
    { key: 'companyName', label: 'Ragione sociale', children: user.companyName },
    { key: 'vatNumber', label: 'Partita IVA', children: user.vatNumber },
    { key: 'legalRepName', label: 'Rappresentante legale', children: user.legalRepName },
    { key: 'phone', label: 'Telefono', children: user.phone },
    { key: 'email', label: 'Email', children: user.email },
    { key: 'roles', label: 'Ruoli', children: roleLabels(user).join(', ') || '—' },
    { key: 'status', label: 'Stato account', children: <StatusTag status={user.status} /> },
  ];
  return (
    <Card title="Dati aziendali">
      <Descriptions bordered size="small" column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }} items={items} />
    </Card>
  );
}
