import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { AuthRoute } from '../../features/user/routes/auth-route';
import { appTheme } from '../theme';

/**
 * Build time only (vite.config.ts): /auth's first screen as HTML with antd's CSS for it, so the
 * browser paints it before the scripts arrive. The CSS carries antd's cache map, with which the
 * browser's antd reuses these styles instead of generating them again.
 */
export function renderAuthShell(): { html: string; styles: string } {
  const cache = createCache();
  const html = renderToString(
    <StyleProvider cache={cache}>
      <ConfigProvider theme={appTheme}>
        <App>
          <QueryClientProvider client={new QueryClient()}>
            <MemoryRouter initialEntries={['/auth']}>
              <AuthRoute />
            </MemoryRouter>
          </QueryClientProvider>
        </App>
      </ConfigProvider>
    </StyleProvider>,
  );
  return { html, styles: extractStyle(cache) };
}
