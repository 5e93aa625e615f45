import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { LogoutOutlined, MenuOutlined, UserOutlined } from '@ant-design/icons';
import { App, Button, Card, ConfigProvider, Flex, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { productName } from '../app-menu';
import { appTheme } from '../theme';

/**
 * Where the API writes the signed-in person's company name into the home page's copy (HTML-escaped),
 * the dashboard's largest text: it paints with the HTML instead of after the scripts and /api/user.
 */
export const companyNameSlot = '__PRATICHE_COMPANY_NAME__';

/** The signed-in pages with a prerendered first screen, by the file the API serves for them. */
export const signedShellPages = {
  'signed-home': 'home',
  'signed-marketplace': 'marketplace',
  'signed-admin': 'admin',
} as const;
export type SignedShellPage = (typeof signedShellPages)[keyof typeof signedShellPages];

/**
 * The live frame (app-shell.tsx) without what needs the person: its header, with the menu button
 * below 768 px, and its empty side column from 768 px; the classes (global.css) lay both out alike.
 */
function ShellFrame({ children }: { children: ReactNode }) {
  return (
    <div style={{ minHeight: '100vh' }}>
      <header className="app-frame-header">
        <Button type="text" className="app-frame-menu-button" icon={<MenuOutlined />} />
        <span className="app-frame-title">{productName}</span>
      </header>
      <div className="app-frame-body">
        <div className="app-frame-sider" />
        {/* The live frame's content box, so the title paints at the same place and size (a
            larger live copy would become the largest contentful paint again). */}
        <main className="app-frame-content">{children}</main>
      </div>
    </div>
  );
}

/** The pages' centred column, with their padding and gaps: 12 and 16 px on phones, 24 from 768 px. */
function Column({ maxWidth, children }: { maxWidth: number; children: ReactNode }) {
  return (
    <div className="app-shell-column" style={{ maxWidth }}>
      {children}
    </div>
  );
}

const pages: Record<SignedShellPage, () => ReactNode> = {
  // DashboardRoute: DashboardHeader's card, laid out alike, with the company name (filled in by
  // the API) and skeletons for the tags and the cards.
  home: () => (
    <Column maxWidth={1100}>
      <Card>
        <Flex wrap justify="space-between" align="center" gap={16}>
          <div style={{ minWidth: 0 }}>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {companyNameSlot}
            </Typography.Title>
            <Skeleton active title={false} paragraph={{ rows: 1, width: 160 }} style={{ marginTop: 8 }} />
          </div>
          <Flex wrap gap={8}>
            <Button icon={<UserOutlined />}>Area Utente</Button>
            <Button icon={<LogoutOutlined />}>Esci</Button>
          </Flex>
        </Flex>
      </Card>
      <Skeleton active />
    </Column>
  ),
  // MarketplaceRoute's title and links, and its skeleton while the listing loads.
  marketplace: () => (
    <Column maxWidth={1200}>
      <div>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Marketplace Crediti
        </Typography.Title>
        <Flex gap={16} wrap="wrap">
          <Typography.Link>Pratiche acquistate</Typography.Link>
          <Typography.Link>Ricerche salvate</Typography.Link>
        </Flex>
      </div>
      <Skeleton active />
    </Column>
  ),
  // AdminRoute's title, then the counters' and the table's place.
  admin: () => (
    <Column maxWidth={1400}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Pannello Amministrativo
      </Typography.Title>
      <Flex gap={16} vertical>
        <Skeleton active paragraph={{ rows: 2 }} />
        <Skeleton active paragraph={{ rows: 6 }} />
      </Flex>
    </Column>
  ),
};

/**
 * Build time only (prerender-auth.ts): a signed-in page's first screen, the frame and the
 * page's title over skeletons, as HTML with antd's CSS for it. The API serves it to signed-in
 * visitors of that page; the live app replaces it when its screen is ready (boot-shell.ts).
 */
export function renderSignedShell(page: SignedShellPage): { html: string; styles: string } {
  const cache = createCache();
  const html = renderToString(
    <StyleProvider cache={cache}>
      <ConfigProvider theme={appTheme}>
        <App>
          <ShellFrame>{pages[page]()}</ShellFrame>
        </App>
      </ConfigProvider>
    </StyleProvider>,
  );
  return { html, styles: extractStyle(cache) };
}
