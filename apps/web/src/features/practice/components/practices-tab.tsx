import type { PracticeResponse } from '@pratiche/contracts';
import { Flex } from 'antd';
import { type ComponentType, useCallback, useState } from 'react';
import { useStagedMount } from '../use-staged-mount';
import { PracticeCounterCards } from './practice-counter-cards';
import { PracticeDetailDialog, type PracticeHistoryDialogProps } from './review-dialog';
import { PracticesTable } from './review-table';

/** The 'Pratiche' tab of the admin panel (spec 2 /admin): counters, the table, the detail dialog. */
export function PracticesTab({ HistoryDialog }: { HistoryDialog: ComponentType<PracticeHistoryDialogProps> }) {
  const [selected, setSelected] = useState<PracticeResponse | null>(null);
  const close = useCallback(() => setSelected(null), []);
  // The table mounts in the task after the panel's frame and counters (use-staged-mount.ts).
  const stage = useStagedMount(1);
  return (
    <Flex vertical gap={16}>
      <PracticeCounterCards />
      {stage >= 1 ? <PracticesTable onDetails={setSelected} /> : <div style={{ minHeight: 320 }} />}
      {selected ? <PracticeDetailDialog row={selected} onClose={close} HistoryDialog={HistoryDialog} /> : null}
    </Flex>
  );
}
