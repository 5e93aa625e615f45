import { App, Button } from 'antd';
import { createElement, useMemo } from 'react';

/** A button inside a toast; clicking it also closes the toast. */
export type ToastAction = { label: string; onClick: () => void };

/** Spec 9's mobile breakpoint: narrower screens are phones. */
const phoneMaxWidth = 767;

/**
 * Where a toast goes (issue 8): at the bottom, across a phone's width and in the right corner of
 * a wider screen. At the top it covered an open dialog's title, close button and first fields for
 * its 5 s (the dialogs open 100 px from the top, the toasts reach past that).
 */
export function toastPlacement(viewportWidth: number): 'bottomRight' | 'bottom' {
  return viewportWidth <= phoneMaxWidth ? 'bottom' : 'bottomRight';
}

const placement = () => toastPlacement(typeof window === 'undefined' ? Number.POSITIVE_INFINITY : window.innerWidth);

// Keys let an action close its own toast; a counter is enough (randomUUID needs https).
let toastCount = 0;

/**
 * Toasts of spec 8/9 through antd's App context, which owns their limits
 * (one at a time, 5 s; see app/providers.tsx). Errors are the "destructive" toasts.
 * Every toast keeps antd's role=alert, so screen readers announce it wherever it is placed.
 */
export function useToast() {
  const { notification } = App.useApp();
  return useMemo(
    () => ({
      success: (title: string, description?: string) => notification.success({ message: title, description, placement: placement() }),
      error: (title: string, description?: string) => notification.error({ message: title, description, placement: placement() }),
      info: (title: string, description?: string, action?: ToastAction) => {
        const key = `toast-${++toastCount}`;
        const onClick = () => {
          notification.destroy(key);
          action?.onClick();
        };
        const actions = action && createElement(Button, { type: 'primary', size: 'small', onClick }, action.label);
        notification.info({ key, message: title, description, actions, placement: placement() });
      },
    }),
    [notification],
  );
}
