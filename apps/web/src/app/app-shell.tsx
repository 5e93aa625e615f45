import {
  AppstoreOutlined,
  DashboardOutlined,
  FileAddOutlined,
  FileTextOutlined,
  LogoutOutlined,
  MenuOutlined,
  SafetyOutlined,
  ShopOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { Button, Drawer, Dropdown, Menu, type MenuProps } from 'antd';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useSignedInUser } from '../features/user/api/get-user';
import { useSignOut } from '../features/user/components/logout-button';
import { desktopQuery } from '../lib/breakpoints';
import { useMediaQuery } from '../lib/use-media-query';
import { type AppMenuItem, appMenu, groupsHolding, productName, selectedMenuPath, withoutSections } from './app-menu';
import { HeaderExtras } from './header-extras';

export { productName };

const menuIcons: Record<string, ReactNode> = {
  '/': <DashboardOutlined />,
  '/practices': <FileTextOutlined />,
  '/practice/new': <FileAddOutlined />,
  'marketplace-section': <ShopOutlined />,
  '/marketplace': <AppstoreOutlined />,
  '/wallet': <WalletOutlined />,
  '/admin': <SafetyOutlined />,
};

/** antd Menu items: a group opens its entries; an entry is a link, keyed by its path. */
const menuItems = (menu: AppMenuItem[], top = true): NonNullable<MenuProps['items']> =>
  menu.map((item) => {
    const key = item.key ?? item.path;
    const icon = top || !item.children ? menuIcons[key] : undefined;
    if (item.children) return { key, icon, label: item.name, children: menuItems(item.children, false) };
    return { key, icon, label: <Link to={item.path}>{item.name}</Link> };
  });

/**
 * The frame of every signed-in page: product name, the sections the person's roles allow, and the
 * user menu. Plain antd (ProLayout was the heaviest part of the signed-in pages' start, issue 8);
 * its layout is CSS (global.css), which the prerendered copy shares. Its own lazy chunk.
 */
export function AppShell() {
  const desktop = useMediaQuery(desktopQuery);
  return (
    <div style={{ minHeight: '100vh' }}>
      <header className="app-frame-header">
        {!desktop && <DrawerMenu />}
        <span className="app-frame-title">{productName}</span>
        <HeaderExtras />
        <UserMenu />
      </header>
      <div className="app-frame-body">
        {desktop && (
          <nav className="app-frame-sider" aria-label="Menu principale">
            <SectionsMenu />
          </nav>
        )}
        <main className="app-frame-content">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

/** The sections' menu, with the current page's entry highlighted and its group open. */
function SectionsMenu({ onNavigate }: { onNavigate?: () => void }) {
  const user = useSignedInUser();
  const { pathname } = useLocation();
  const menu = useMemo(() => withoutSections(appMenu(user)), [user]);
  const items = useMemo(() => menuItems(menu), [menu]);
  const selected = selectedMenuPath(menu, pathname);
  return <Menu mode="inline" items={items} selectedKeys={selected ? [selected] : []} defaultOpenKeys={groupsHolding(menu, selected)} onClick={onNavigate} />;
}

/** Below 768 px: the header's button opens the menu in a drawer, which closes on navigation. */
function DrawerMenu() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  return (
    <>
      <Button
        type="text"
        className="app-frame-menu-button"
        icon={<MenuOutlined />}
        aria-label="Apri il menu"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      />
      <Drawer title={productName} placement="left" width={280} open={open} onClose={() => setOpen(false)} styles={{ body: { padding: 0 } }}>
        <SectionsMenu onNavigate={() => setOpen(false)} />
      </Drawer>
    </>
  );
}

/** Header user menu: 'Area Utente' and 'Esci' ('Disconnessione...' while the logout is pending). */
function UserMenu() {
  const user = useSignedInUser();
  const navigate = useNavigate();
  const { signOut, isPending, label } = useSignOut();
  const items: MenuProps['items'] = [
    { key: 'profile', icon: <UserOutlined />, label: 'Area Utente', onClick: () => navigate('/profile') },
    { key: 'logout', icon: <LogoutOutlined />, label, disabled: isPending, onClick: signOut },
  ];
  return (
    <Dropdown menu={{ items }} trigger={['hover', 'click']} placement="bottomRight">
      <Button type="text" icon={<UserOutlined />} aria-label={`Menu utente ${user.username}`}>
        <span className="app-frame-user-name">{user.username}</span>
      </Button>
    </Dropdown>
  );
}
