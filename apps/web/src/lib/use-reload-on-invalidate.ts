import type { ActionType } from '@ant-design/pro-components';
import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useEffect } from 'react';

/**
 * A ProTable fetches through `request`, outside react-query's observers: when an admin action
 * (or a live notification) invalidates the pages under `root`, reload the table so it shows what
 * the server now has. Page keys are `[root, 'page', …]`.
 */
export function useReloadOnInvalidate(actionRef: RefObject<ActionType | undefined>, root: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    // One invalidation marks every cached page: reload once for all of them.
    let scheduled = false;
    const reload = () => {
      scheduled = false;
      void actionRef.current?.reload();
    };
    return queryClient.getQueryCache().subscribe((event) => {
      const [key, kind] = event.query.queryKey;
      if (event.type !== 'updated' || event.action.type !== 'invalidate' || key !== root || kind !== 'page') return;
      if (!scheduled) queueMicrotask(reload);
      scheduled = true;
    });
  }, [queryClient, actionRef, root]);
}
