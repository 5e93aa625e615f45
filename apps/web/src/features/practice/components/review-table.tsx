import type { PracticeResponse } from '@pratiche/contracts';
import { useMemo } from 'react';
import { ServerTable } from '../../../lib/server-table';
import { listPractices, practicesPageQueryOptions } from '../api/list-practices-to-review';
import { type StatusFilter, statusFilterOptions } from '../review-labels';
import { toListQuery } from '../review-sort';
import { practiceColumns, reviewCard } from './review-columns';

type Props = { onDetails: (practice: PracticeResponse) => void };

/**
 * Every practice, searched, filtered, sorted and paged by the server. Pages go through
 * react-query's cache, which the admin actions invalidate: the shown page then refetches.
 */
export function PracticesTable({ onDetails }: Props) {
  const columns = useMemo(() => practiceColumns({ onDetails }), [onDetails]);
  const mobile = useMemo(
    () => ({ card: (practice: PracticeResponse) => reviewCard(practice, { onDetails }), label: 'Pratiche', emptyText: 'Nessuna pratica trovata' }),
    [onDetails],
  );
  return (
    <ServerTable<PracticeResponse, Exclude<StatusFilter, 'all'>>
      columns={columns}
      pageQuery={(params, sort) => {
        const query = toListQuery(params, sort);
        return { queryKey: practicesPageQueryOptions(query).queryKey, queryFn: () => listPractices(query) };
      }}
      // Spec 2 search (id, type, cedente, status, or a minimum amount) and status filter.
      search={{ label: 'Cerca pratiche', placeholder: 'Cerca per ID, tipo, cedente, stato o importo minimo' }}
      filter={{ label: 'Filtra per stato', options: statusFilterOptions }}
      scrollX={1088}
      mobile={mobile}
    />
  );
}
