import { App, Button } from 'antd';
import { createElement, useMemo } from 'react';
import { lastUsedControlRect } from './last-used-control';
import { toastPosition } from './toast-position';

/** A button inside a toast; clicking it also closes the toast. */
export type ToastAction = { label: string; onClick: () => void };

/**
 * Measured as each toast opens (the screen may have turned or scrolled since the last one). The
 * lift goes to a CSS variable that global.css applies to antd's toast, not to the App's offset:
 * re-rendering the App as a toast opened could lose that toast (issue 46).
 */
const placement = () => {
  if (typeof window === 'undefined') return 'bottomRight';
  const position = toastPosition({ width: window.innerWidth, height: window.innerHeight }, lastUsedControlRect());
  document.documentElement.style.setProperty('--toast-lift', `${position.lift}px`);
  return position.placement;
};

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
