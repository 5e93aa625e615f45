import { EditOutlined, HistoryOutlined, PlusOutlined } from '@ant-design/icons';
import type { UserResponse } from '@pratiche/contracts';
import { Button, Flex, Space, Typography, type TableColumnsType } from 'antd';
import { formatCredits, formatDate } from '../../../lib/format';
import { type SortableUserColumn, userSortDirectionsOf } from '../user-sort';
import { orNotSpecified } from '../user-status-filter';
import { DeleteUserButton } from './delete-user-button';
import { UserDocumentControl } from './user-document-control';
import { UserStatusActions } from './user-status-actions';
import { StatusTag } from './user-tags';

type Actions = {
  onEdit: (user: UserResponse) => void;
  onAddCredits: (user: UserResponse) => void;
  onHistory: (user: UserResponse) => void;
  /** Phones keep the actions in the scroll: a pinned column would cover most of the screen. */
  pinActions: boolean;
};

const sortable = (dataIndex: SortableUserColumn) => ({ dataIndex, sorter: true, sortDirections: userSortDirectionsOf(dataIndex) });

/** A main line with a secondary one under it (username and e-mail, company and VAT). */
const twoLines = (main: string, secondary: string) => (
  <Flex vertical>
    <Typography.Text strong>{main}</Typography.Text>
    <Typography.Text type="secondary">{secondary}</Typography.Text>
  </Flex>
);

/** Spec 2 Users tab columns; sortable: id, username, companyName, status, walletBalance. */
export function userColumns({ onEdit, onAddCredits, onHistory, pinActions }: Actions): TableColumnsType<UserResponse> {
  return [
    { ...sortable('id'), title: 'ID', width: 70, render: (_, row) => `#${row.id}` },
    { ...sortable('username'), title: 'Username', width: 200, render: (_, row) => twoLines(row.username, row.email) },
    { ...sortable('companyName'), title: 'Azienda', width: 200, render: (_, row) => twoLines(row.companyName, `P.IVA ${row.vatNumber}`) },
    { dataIndex: 'legalRepName', title: 'Rappresentante Legale', width: 160, render: (_, row) => orNotSpecified(row.legalRepName) },
    { dataIndex: 'phone', title: 'Telefono', width: 130, render: (_, row) => orNotSpecified(row.phone) },
    { key: 'documents', title: 'Documenti', width: 150, render: (_, row) => <UserDocumentControl user={row} /> },
    { ...sortable('status'), title: 'Stato', width: 130, render: (_, row) => <StatusTag status={row.status} /> },
    {
      ...sortable('walletBalance'),
      title: 'Crediti',
      width: 140,
      render: (_, row) => (
        <Space size={6}>
          <span>{formatCredits(row.walletBalance)}</span>
          <Button size="small" icon={<PlusOutlined />} onClick={() => onAddCredits(row)} aria-label={`Aggiungi crediti a ${row.username}`} />
        </Space>
      ),
    },
    { dataIndex: 'createdAt', title: 'Registrazione', width: 120, render: (_, row) => formatDate(row.createdAt) },
    {
      key: 'actions',
      title: 'Azioni',
      width: 264,
      fixed: pinActions ? 'right' : undefined,
      render: (_, row) => (
        <Space size={4} wrap>
          <UserStatusActions user={row} />
          <Button size="small" icon={<EditOutlined />} onClick={() => onEdit(row)} aria-label={`Modifica ${row.username}`} />
          <Button size="small" icon={<HistoryOutlined />} onClick={() => onHistory(row)} aria-label={`Storico ${row.username}`} />
          <DeleteUserButton user={row} />
        </Space>
      ),
    },
  ];
}
