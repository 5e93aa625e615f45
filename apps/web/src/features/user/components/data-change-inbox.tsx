import { CheckOutlined } from '@ant-design/icons';
import { dataChangeRequestsMessages, type DataChangeRequestRow } from '@pratiche/contracts';
import { Alert, Button, Card, Descriptions, Empty, Flex, Pagination, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { desktopQuery } from '../../../lib/breakpoints';
import { ConfirmOnClick } from '../../../lib/confirm-on-click';
import { formatDateTime } from '../../../lib/format';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useToast } from '../../../lib/use-toast';
import { useDataChangeRequests } from '../api/list-data-change-requests';
import { useMarkDataChangeRequestDone } from '../api/mark-data-change-request-done';
import { dataChangeFieldLabels } from '../user-labels';

const pageSize = 20;
const wrap = { overflowWrap: 'anywhere' } as const;
const fieldLabel = (field: string) => (dataChangeFieldLabels as Record<string, string>)[field] ?? field;

function Requester({ row }: { row: DataChangeRequestRow }) {
  return (
    <Flex vertical>
      <Typography.Text strong style={wrap}>
        {row.username ?? 'Dato cancellato'}
      </Typography.Text>
      {row.companyName ? (
        <Typography.Text type="secondary" style={wrap}>
          {row.companyName}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}

function RequestText({ row }: { row: DataChangeRequestRow }) {
  return (
    <Flex vertical gap={2}>
      {Object.entries(row.fields).map(([field, value]) => (
        <Typography.Text key={field} style={wrap}>
          {fieldLabel(field)}: <Typography.Text strong>{value}</Typography.Text>
        </Typography.Text>
      ))}
      <Typography.Text type="secondary" style={{ ...wrap, whiteSpace: 'pre-wrap' }}>
        Motivazione: {row.reason}
      </Typography.Text>
    </Flex>
  );
}

function Status({ row }: { row: DataChangeRequestRow }) {
  if (row.status === 'open') return <Tag color="orange">Da evadere</Tag>;
  return (
    <Flex vertical>
      <Tag color="green" style={{ alignSelf: 'start' }}>
        Evasa
      </Tag>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {formatDateTime(row.handledAt)}
        {row.handledBy ? ` · ${row.handledBy}` : ''}
      </Typography.Text>
    </Flex>
  );
}

function DoneButton({ row }: { row: DataChangeRequestRow }) {
  const done = useMarkDataChangeRequestDone();
  const toast = useToast();
  if (row.status === 'done') return null;
  const confirm = () =>
    done
      .mutateAsync(row.id)
      .then(() => toast.success(dataChangeRequestsMessages.done))
      .catch((error: unknown) => toast.error('Errore', errorMessage(error, 'Impossibile segnare la richiesta come evasa')));
  return (
    <ConfirmOnClick
      title="Segnare la richiesta come evasa?"
      description="Fallo dopo aver applicato le modifiche dal pannello Utenti."
      okText="Segna come evasa"
      cancelText="Annulla"
      onConfirm={confirm}
    >
      <Button icon={<CheckOutlined />} loading={done.isPending}>
        Segna come evasa
      </Button>
    </ConfirmOnClick>
  );
}

type Field = { key: string; title: string; value: (row: DataChangeRequestRow) => ReactNode; width?: number };

// One list of fields for the desk's columns and the phone's cards; Stato and the action come first and last.
const fields: Field[] = [
  { key: 'status', title: 'Stato', value: (row) => <Status row={row} />, width: 150 },
  { key: 'user', title: 'Utente', value: (row) => <Requester row={row} />, width: 200 },
  { key: 'request', title: 'Richiesta', value: (row) => <RequestText row={row} /> },
  { key: 'requestedAt', title: 'Data', value: (row) => formatDateTime(row.requestedAt), width: 140 },
  { key: 'action', title: 'Azioni', value: (row) => <DoneButton row={row} />, width: 180 },
];

const columns: TableColumnsType<DataChangeRequestRow> = fields.map(({ key, title, value, width }) => ({ key, title, width, render: (_, row) => value(row) }));

/**
 * The admins' inbox of 'Richiesta Modifica Dati' (issue 26): open requests first, newest first;
 * 'Segna come evasa' after a confirmation. Applying the change stays the users tab's edit
 * dialog: a request is free text a person checks, not a form to apply blindly.
 */
export function DataChangeInbox() {
  const [page, setPage] = useState(1);
  const inbox = useDataChangeRequests(page, pageSize);
  const isDesk = useMediaQuery(desktopQuery);
  const rows = inbox.data?.data ?? [];
  const total = inbox.data?.total ?? 0;
  return (
    <Card data-testid="data-change-inbox" title={inbox.data ? `Richieste da evadere: ${inbox.data.open}` : 'Richieste di modifica dei dati'}>
      {inbox.isError ? <Alert type="error" showIcon message={errorMessage(inbox.error, 'Errore nel caricamento delle richieste')} /> : null}
      {inbox.isSuccess && rows.length === 0 ? <Empty description="Nessuna richiesta di modifica dei dati" /> : null}
      {isDesk && rows.length > 0 ? (
        <Table
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={rows}
          loading={inbox.isFetching}
          pagination={{ current: page, pageSize, total, onChange: setPage, showSizeChanger: false, hideOnSinglePage: true }}
        />
      ) : null}
      {!isDesk && rows.length > 0 ? (
        <Flex vertical gap={8}>
          {rows.map((row) => (
            <Card key={row.id} size="small" data-testid="data-change-card">
              <Descriptions
                size="small"
                column={1}
                items={fields
                  .filter(({ key }) => key !== 'action' || row.status === 'open')
                  .map(({ key, title, value }) => ({ key, label: title, children: value(row) }))}
              />
            </Card>
          ))}
          <Pagination align="center" current={page} pageSize={pageSize} total={total} onChange={setPage} hideOnSinglePage showSizeChanger={false} />
        </Flex>
      ) : null}
    </Card>
  );
}
