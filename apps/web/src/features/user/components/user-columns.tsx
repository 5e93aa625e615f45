import { EditOutlined, HistoryOutlined, PlusOutlined } from '@ant-design/icons';
import type { UserResponse } from '@pratiche/contracts';
import { vatNumberCheckDigitValid } from '@pratiche/domain';
import { Button, Flex, Space, Tag, Typography, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { formatCredits, formatDate } from '../../../lib/format';
import type { MobileCard } from '../../../lib/responsive-list';
import { type SortableUserColumn, userSortDirectionsOf } from '../user-sort';
import { orNotSpecified } from '../user-status-filter';
import { DeleteUserButton } from './delete-user-button';
import { TradingDocumentsControl } from './trading-documents-admin';
import { UserDocumentControl } from './user-document-control';
import { UserStatusActions } from './user-status-actions';
import { QualificationTag, StatusTag } from './user-tags';
import { VerifyQualificationButton } from './verify-qualification-button';

export type UserRowActions = {
  onEdit: (user: UserResponse) => void;
  onAddCredits: (user: UserResponse) => void;
  onHistory: (user: UserResponse) => void;
};

const sortable = (dataIndex: SortableUserColumn) => ({ dataIndex, sorter: true, sortDirections: userSortDirectionsOf(dataIndex) });

/** One line that never breaks mid-word (usernames, e-mails, VAT numbers): cut with '…', whole in its title. */
const whole = (text: string, strong = false) => (
  <Typography.Text className="keep-whole" strong={strong} type={strong ? undefined : 'secondary'} title={text}>
    {text}
  </Typography.Text>
);

/** A main line with secondary ones under it (username and e-mail; company, VAT and contact). */
const lines = (main: string, ...secondary: (string | ReactNode)[]) => (
  <Flex vertical style={{ minWidth: 0 }}>
    {whole(main, true)}
    {secondary.map((line, index) => (
      <span key={index}>{typeof line === 'string' ? whole(line) : line}</span>
    ))}
  </Flex>
);

/**
 * Issue 46: the VAT number, flagged when its check digit is wrong (the spec accepts any 11 digits,
 * so the account is not refused: the admin checks it against the visura).
 */
function VatNumber({ vatNumber, text = vatNumber }: { vatNumber: string; text?: string }) {
  if (vatNumberCheckDigitValid(vatNumber)) return whole(text);
  return (
    <Flex vertical align="start" style={{ minWidth: 0 }}>
      {whole(text)}
      <Tag color="warning" title="La cifra di controllo non torna: verifica la partita IVA sulla visura camerale">
        P.IVA da verificare
      </Tag>
    </Flex>
  );
}

/** The legal representative and the phone, low-value on their own: one line under the company. */
const contactOf = (user: UserResponse) => `${orNotSpecified(user.legalRepName)} · ${orNotSpecified(user.phone)}`;

/**
 * Spec 2 Users tab columns; sortable: id, username, companyName, status, walletBalance. At 1366 px
 * every column fits beside the menu, the deciding ones (Stato, Crediti, Registrazione) right after who
 * the account is: the legal representative and phone merge under the company (low value on their own),
 * and long names and e-mails end in '…' with the whole text in their title, never broken mid-word.
 */
export function userColumns({ onEdit, onAddCredits, onHistory }: UserRowActions): TableColumnsType<UserResponse> {
  return [
    { ...sortable('id'), title: 'ID', width: 64, render: (_, row) => <span className="keep-whole">#{row.id}</span> },
    { ...sortable('username'), title: 'Username', width: 154, render: (_, row) => lines(row.username, row.email) },
    {
      ...sortable('companyName'),
      title: 'Azienda',
      width: 162,
      render: (_, row) => lines(row.companyName, <VatNumber vatNumber={row.vatNumber} text={`P.IVA ${row.vatNumber}`} />, contactOf(row)),
    },
    {
      ...sortable('status'),
      title: 'Stato',
      width: 110,
      render: (_, row) => (
        <Flex vertical align="start">
          <StatusTag status={row.status} />
          <QualificationTag user={row} />
        </Flex>
      ),
    },
    {
      ...sortable('walletBalance'),
      title: 'Crediti',
      width: 100,
      render: (_, row) => (
        <Space size={6}>
          <span className="keep-whole">{formatCredits(row.walletBalance)}</span>
          <AddCreditsButton user={row} onAddCredits={onAddCredits} />
        </Space>
      ),
    },
    { dataIndex: 'createdAt', title: 'Registrazione', width: 124, render: (_, row) => <span className="keep-whole">{formatDate(row.createdAt)}</span> },
    {
      key: 'documents',
      title: 'Documenti',
      width: 132,
      // The visura (spec 2), then the documents for trading and whether they are complete (issue 46).
      render: (_, row) => (
        <Flex vertical align="start">
          <UserDocumentControl user={row} />
          <TradingDocumentsControl user={row} />
        </Flex>
      ),
    },
    { key: 'actions', title: 'Azioni', width: 244, fixed: 'right', render: (_, row) => <RowActions user={row} onEdit={onEdit} onHistory={onHistory} /> },
  ];
}

function AddCreditsButton({ user, onAddCredits }: { user: UserResponse; onAddCredits: UserRowActions['onAddCredits'] }) {
  return <Button size="small" icon={<PlusOutlined />} onClick={() => onAddCredits(user)} aria-label={`Aggiungi crediti a ${user.username}`} />;
}

function RowActions({ user, onEdit, onHistory }: { user: UserResponse } & Pick<UserRowActions, 'onEdit' | 'onHistory'>): ReactNode {
  return (
    <Space size={4} wrap>
      <UserStatusActions user={user} />
      <VerifyQualificationButton user={user} />
      <Button size="small" icon={<EditOutlined />} onClick={() => onEdit(user)} aria-label={`Modifica ${user.username}`} />
      <Button size="small" icon={<HistoryOutlined />} onClick={() => onHistory(user)} aria-label={`Storico ${user.username}`} />
      <DeleteUserButton user={user} />
    </Space>
  );
}

/** Below 768 px: the account as a card, its status on top and the status change as the main action. */
export function userCard(user: UserResponse, actions: UserRowActions): MobileCard {
  return {
    key: user.id,
    title: <span className="keep-whole" title={user.username}>{`#${user.id} ${user.username}`}</span>,
    status: <StatusTag status={user.status} />,
    fields: [
      { label: 'Azienda', value: whole(user.companyName, true) },
      { label: 'P.IVA', value: <VatNumber vatNumber={user.vatNumber} /> },
      { label: 'Email', value: whole(user.email) },
      {
        label: 'Crediti',
        value: (
          <Space size={6}>
            <span className="keep-whole">{formatCredits(user.walletBalance)}</span>
            <AddCreditsButton user={user} onAddCredits={actions.onAddCredits} />
          </Space>
        ),
      },
      { label: 'Registrazione', value: formatDate(user.createdAt) },
      ...(user.isCessionario ? [{ label: 'Qualifica', value: <QualificationTag user={user} /> }] : []),
      { label: 'Visura', value: <UserDocumentControl user={user} /> },
      { label: 'Documenti per le cessioni', value: <TradingDocumentsControl user={user} /> },
    ],
    actions: <RowActions user={user} onEdit={actions.onEdit} onHistory={actions.onHistory} />,
  };
}
