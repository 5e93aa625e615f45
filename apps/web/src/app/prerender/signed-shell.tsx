import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
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

/** The live frame's header as ProLayout draws it on a phone (56 px, white, the product name). */
function ShellHeader() {
  return (
    <header style={{ height: 56, boxSizing: 'border-box', background: '#fff', borderBottom: '1px solid rgba(5,5,5,0.06)', display: 'flex', alignItems: 'center', padding: '0 16px' }}>
      <span style={{ fontSize: 18, fontWeight: 600, color: 'rgba(0,0,0,0.88)' }}>{productName}</span>
    </header>
  );
}

/** The pages' centred column with the phone padding (the live pages widen it from 768 px). */
function Column({ maxWidth, children }: { maxWidth: number; children: ReactNode }) {
  return <div style={{ maxWidth, margin: '0 auto', padding: 12, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 16 }}>{children}</div>;
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
  // MarketplaceRoute's title and link, and its skeleton while the listing loads.
  marketplace: () => (
    <Column maxWidth={1200}>
      <div>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Marketplace Crediti
        </Typography.Title>
        <Typography.Link>Le Mie Pratiche</Typography.Link>
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
 * Build time only (prerender-auth.ts): a signed-in page's first screen, the frame's header and the
 * page's title over skeletons, as HTML with antd's CSS for it. The API serves it to signed-in
 * visitors of that page; the live app replaces it when its screen is ready (boot-shell.ts).
 */
export function renderSignedShell(page: SignedShellPage): { html: string; styles: string } {
  const cache = createCache();
  const html = renderToString(
    <StyleProvider cache={cache}>
      <ConfigProvider theme={appTheme}>
        <App>
          <div style={{ minHeight: '100vh', background: '#f5f5f5' }}>
            <ShellHeader />
            {/* ProLayout's content box: a flex column, in which the pages' columns shrink to their
                content as they do live, so the title paints at the same place and size (a larger
                live copy would become the largest contentful paint again). */}
            <main style={{ display: 'flex', flexDirection: 'column', width: '100%' }}>{pages[page]()}</main>
          </div>
        </App>
      </ConfigProvider>
    </StyleProvider>,
  );
  return { html, styles: extractStyle(cache) };
}
