import { App, Button } from 'antd';
import { createElement, useMemo } from 'react';

/** A button inside a toast; clicking it also closes the toast. */
export type ToastAction = { label: string; onClick: () => void };

// Keys let an action close its own toast; a counter is enough (randomUUID needs https).
let toastCount = 0;

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
      info: (title: string, description?: string, action?: ToastAction) => {
        const key = `toast-${++toastCount}`;
        const onClick = () => {
          notification.destroy(key);
          action?.onClick();
        };
        const actions = action && createElement(Button, { type: 'primary', size: 'small', onClick }, action.label);
        notification.info({ key, message: title, description, actions });
      },
    }),
    [notification],
  );
}
