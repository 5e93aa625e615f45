import { App } from 'antd';
import { useMemo } from 'react';

/**
 * Toasts of spec 8/9 through antd's App context, which owns their limits
 * (one at a time, 5 s; see app/providers.tsx). Errors are the "destructive" toasts.
 */
export function useToast() {
  const { notification } = App.useApp();
  return useMemo(
    () => ({
      success: (title: string, description?: string) => notification.success({ message: title, description }),
      error: (title: string, description?: string) => notification.error({ message: title, description }),
    }),
    [notification],
  );
}
