import type { ActionType } from '@ant-design/pro-components';
import type { PracticeResponse } from '@pratiche/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { RefObject } from 'react';
import { practicesPageQueryOptions } from '../api/list-practices';
import { type StatusFilter, statusFilterOptions } from '../practice-labels';
import { toListQuery } from '../practice-sort';
import { practiceColumns } from './practice-columns';
import { ServerTable } from './server-table';

type Props = { actionRef: RefObject<ActionType | undefined>; onDetails: (practice: PracticeResponse) => void };

/**
 * Every practice, searched, filtered, sorted and paged by the server. Pages go through
 * react-query's cache, which the admin actions invalidate; the table then reloads through `actionRef`.
 */
export function PracticesTable({ actionRef, onDetails }: Props) {
  const queryClient = useQueryClient();
  return (
    <ServerTable<PracticeResponse, Exclude<StatusFilter, 'all'>>
      actionRef={actionRef}
      columns={practiceColumns({ onDetails })}
      fetchPage={(params, sort) => queryClient.fetchQuery(practicesPageQueryOptions(toListQuery(params, sort)))}
      // Spec 2 search (id, type, cedente, status, or a minimum amount) and status filter.
      search={{ label: 'Cerca pratiche', placeholder: 'Cerca per ID, tipo, cedente, stato o importo minimo' }}
      filter={{ label: 'Filtra per stato', options: statusFilterOptions }}
      scrollX={1250}
    />
  );
}
