import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoot } from './app/app-root';
import './app/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root mancante in index.html');

// A transition lets React yield to the browser every few milliseconds while it builds the first
// screen (antd computes its styles as it renders), instead of one long task that blocks input.
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <AppRoot />
    </StrictMode>,
  );
});
