import type { ActionType } from '@ant-design/pro-components';
import type { PracticeResponse } from '@pratiche/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Flex } from 'antd';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { practicesKey } from '../api/list-practices';
import { PracticeCounterCards } from './practice-counter-cards';
import { PracticeDetailDialog } from './practice-detail-dialog';
import { PracticesTable } from './practices-table';

/** The 'Pratiche' tab of the admin panel (spec 2 /admin): counters, the table, the detail dialog. */
export function PracticesTab() {
  const [selected, setSelected] = useState<PracticeResponse | null>(null);
  const actionRef = useRef<ActionType>();
  useReloadOnChange(actionRef);
  return (
    <Flex vertical gap={16}>
      <PracticeCounterCards />
      <PracticesTable actionRef={actionRef} onDetails={setSelected} />
      {selected ? <PracticeDetailDialog row={selected} onClose={() => setSelected(null)} /> : null}
    </Flex>
  );
}

/**
 * The table fetches through `request`, outside react-query's observers: when an admin action
 * invalidates the practices, reload the table so it shows what the server now has.
 */
function useReloadOnChange(actionRef: RefObject<ActionType | undefined>) {
  const queryClient = useQueryClient();
  useEffect(() => {
    // One invalidation marks every cached page: reload once for all of them.
    let scheduled = false;
    const reload = () => {
      scheduled = false;
      void actionRef.current?.reload();
    };
    return queryClient.getQueryCache().subscribe((event) => {
      const [root, kind] = event.query.queryKey;
      if (event.type !== 'updated' || event.action.type !== 'invalidate' || root !== practicesKey[0] || kind !== 'page') return;
      if (!scheduled) queueMicrotask(reload);
      scheduled = true;
    });
  }, [queryClient, actionRef]);
}
