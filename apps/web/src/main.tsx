import './app/global.css';
import { loadInStages } from './lib/load-in-stages';

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root mancante in index.html');

// The entry holds only this: the libraries load as separate stages, each its own task
// (lib/load-in-stages.ts), then the app renders. index.html preloads every stage's chunks
// (vite.config.ts), so the stages cost no extra round trips.
void loadInStages([
  () => import('react-dom/client'),
  () => import('./app/boot/antd-config'),
  () => import('./app/boot/antd-app'),
  () => import('./app/boot/data-and-routing'),
])
  .then(() => import('./app/render-app'))
  .then(({ renderApp }) => renderApp(container));
