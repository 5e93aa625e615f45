import type { ActionType } from '@ant-design/pro-components';
import type { PracticeResponse } from '@pratiche/contracts';
import { Flex } from 'antd';
import { useRef, useState } from 'react';
import { practicesKey } from '../api/list-practices';
import { PracticeCounterCards } from './practice-counter-cards';
import { PracticeDetailDialog } from './practice-detail-dialog';
import { PracticesTable } from './practices-table';
import { useReloadOnInvalidate } from '../../../lib/use-reload-on-invalidate';

/** The 'Pratiche' tab of the admin panel (spec 2 /admin): counters, the table, the detail dialog. */
export function PracticesTab() {
  const [selected, setSelected] = useState<PracticeResponse | null>(null);
  const actionRef = useRef<ActionType>();
  useReloadOnInvalidate(actionRef, practicesKey[0]);
  return (
    <Flex vertical gap={16}>
      <PracticeCounterCards />
      <PracticesTable actionRef={actionRef} onDetails={setSelected} />
      {selected ? <PracticeDetailDialog row={selected} onClose={() => setSelected(null)} /> : null}
    </Flex>
  );
}
