import { PlusOutlined } from '@ant-design/icons';
import { type ActionType, ProTable } from '@ant-design/pro-components';
import type { PracticeResponse } from '@pratiche/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { desktopQuery } from '../../../lib/breakpoints';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useReloadOnInvalidate } from '../../../lib/use-reload-on-invalidate';
import { practicePageQueryOptions } from '../api/list-practices';
import { practicesQueryKey } from '../api/practices-query-key';
import { type TableFilter, type TableSort, toListQuery } from '../practice-list-query';
import { MarkSoldDialog } from './mark-sold-dialog';
import { PracticeCards } from './practice-cards';
import { practiceColumns, type RowActions } from './practice-columns';
import { PracticeDetailsDialog } from './practice-details-dialog';

/**
 * 'Pratiche in vendita' (spec 2 /practices). Each page is asked of the server with the search,
 * status filter and sort (the list stays fast however many practices a seller has); the server
 * returns only the signed-in seller's own practices.
 */
export function PracticesTable() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const table = useRef<ActionType>(undefined);
  const [details, setDetails] = useState<PracticeResponse | null>(null);
  const [selling, setSelling] = useState<PracticeResponse | null>(null);
  // A review arriving on the live channel invalidates ['practices']: the open page shows it at once.
  useReloadOnInvalidate(table, practicesQueryKey[0]);

  const wide = useMediaQuery(desktopQuery);
  const actions = useMemo<RowActions>(
    () => ({ details: setDetails, edit: (practice) => navigate(`/practice/${practice.id}/edit`), markSold: setSelling }),
    [navigate],
  );
  const columns = useMemo(() => practiceColumns(actions), [actions]);

  return (
    <>
      {wide ? (
        <ProTable<PracticeResponse>
          rowKey="id"
          actionRef={table}
          columns={columns}
          request={async (params, sort, filter) =>
            queryClient.fetchQuery(practicePageQueryOptions(toListQuery(params, sort as TableSort, filter as TableFilter)))
          }
          search={false}
          options={{
            search: { placeholder: 'Cerca per tipo, ID, codice tributo o importo minimo', allowClear: true, style: { width: 320, maxWidth: '100%' } },
            density: false,
            setting: false,
            reload: true,
          }}
          toolBarRender={() => [
            <Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => navigate('/practice/new')}>
              Nuova pratica
            </Button>,
          ]}
          pagination={{ defaultPageSize: 10, showSizeChanger: true }}
          // Fits the content column beside the side menu at 1366 px; narrower screens scroll the table.
          // The middle size's tighter cell padding lets every column keep its text on one line there.
          size="middle"
          scroll={{ x: 1000 }}
          locale={{ emptyText: 'Nessuna pratica trovata' }}
          cardProps={{ bodyStyle: { padding: 0 } }}
        />
      ) : (
        <PracticeCards actions={actions} />
      )}
      <PracticeDetailsDialog
        practice={details}
        onClose={() => setDetails(null)}
        onMarkSold={(practice) => {
          setDetails(null);
          setSelling(practice);
        }}
      />
      <MarkSoldDialog practice={selling} onClose={() => setSelling(null)} onSold={() => table.current?.reload()} />
    </>
  );
}
