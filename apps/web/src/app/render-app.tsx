import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoot } from './app-root';

/** The last boot stage (main.tsx): the app's own modules, then the first render. */
export function renderApp(container: HTMLElement) {
  // A transition lets React yield to the browser every few milliseconds while it builds the first
  // screen (antd computes its styles as it renders), instead of one long task that blocks input.
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <AppRoot />
      </StrictMode>,
    );
  });
}
