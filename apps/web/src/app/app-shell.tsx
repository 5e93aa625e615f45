import { AppstoreOutlined, DashboardOutlined, FileAddOutlined, FileTextOutlined, LogoutOutlined, SafetyOutlined, ShopOutlined, UserOutlined, WalletOutlined } from '@ant-design/icons';
import { ProLayout } from '@ant-design/pro-components';
import { Dropdown, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useSignedInUser } from '../features/user/api/get-user';
import { useSignOut } from '../features/user/components/logout-button';
import { type AppMenuItem, appMenu, productName, withoutSections } from './app-menu';

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

const withIcons = (menu: AppMenuItem[]): AppMenuItem[] =>
  menu.map((item) => ({ ...item, icon: menuIcons[item.key ?? item.path], children: item.children && withIcons(item.children) }));

/**
 * The frame of every signed-in page: product name, the sections the person's roles allow, and
 * the user menu. Its own lazy chunk, so pro-components never reaches /auth. Below 768 px
 * (spec 9) ProLayout turns the side menu into a drawer by itself.
 */
export function AppShell() {
  const user = useSignedInUser();
  const { pathname } = useLocation();
  return (
    <ProLayout
      title={productName}
      layout="mix"
      fixedHeader
      location={{ pathname }}
      menuDataRender={() => withIcons(withoutSections(appMenu(user)))}
      menuItemRender={(item, dom) => (item.path ? <Link to={item.path}>{dom}</Link> : dom)}
      onMenuHeaderClick={() => undefined}
      avatarProps={{ icon: <UserOutlined />, title: user.username, size: 'small', render: (_, avatar) => <UserMenu>{avatar}</UserMenu> }}
      // The defaults are images from a CDN; this app loads nothing from outside its origin.
      bgLayoutImgList={[]}
      contentStyle={{ padding: 0 }}
    >
      <Outlet />
    </ProLayout>
  );
}

/** Header avatar menu: 'Area Utente' and 'Esci' ('Disconnessione...' while the logout is pending). */
function UserMenu({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { signOut, isPending, label } = useSignOut();
  const items: MenuProps['items'] = [
    { key: 'profile', icon: <UserOutlined />, label: 'Area Utente', onClick: () => navigate('/profile') },
    { key: 'logout', icon: <LogoutOutlined />, label, disabled: isPending, onClick: signOut },
  ];
  return <Dropdown menu={{ items }}>{children}</Dropdown>;
}
