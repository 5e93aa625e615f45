import type { UserResponse } from '@pratiche/contracts';
import { normalizeStatus } from '../features/user/user-labels';

/** The name in the signed-in frame's header (and in its prerendered copy). */
export const productName = 'Marketplace Pratiche';

/** One entry of the signed-in menu; a group has its own key (its first child has the same path). */
export type AppMenuItem = { path: string; name: string; key?: string; children?: AppMenuItem[] };

type MenuUser = Pick<UserResponse, 'isCedente' | 'isCessionario' | 'isAdmin' | 'status'>;

/**
 * Sections whose screens are not built yet. They stay out of the menu until their route exists,
 * so nobody is sent to the not-found screen from the shell; delete a path here when its screen lands.
 */
export const sectionsNotBuiltYet: readonly string[] = [];

/**
 * The sections a person may open (spec 2 route table, spec 6 permissions): the dashboard for
 * everyone, the practices for sellers, the marketplace for active buyers, the wallet for active
 * accounts, the admin panel for admins.
 */
export function appMenu(user: MenuUser): AppMenuItem[] {
  const active = normalizeStatus(user.status) === 'active';
  const menu: AppMenuItem[] = [{ path: '/', name: 'Dashboard' }];
  if (user.isCedente) menu.push({ path: '/practices', name: 'Pratiche in vendita' }, { path: '/practice/new', name: 'Nuova pratica' });
  if (user.isCessionario && active) menu.push(marketplaceSection);
  if (active) menu.push({ path: '/wallet', name: 'Portafoglio' });
  if (user.isAdmin) menu.push({ path: '/admin', name: 'Pannello Admin' });
  return menu;
}

// The dashboard's buyer card names the same two links 'Esplora' and 'Pratiche acquistate'. A seller
// who also buys sees both lists: 'Pratiche in vendita' and 'Pratiche acquistate' tell them apart.
// The group has its own key: its first child has the same path, and the menu keys entries by path.
const marketplaceSection: AppMenuItem = {
  key: 'marketplace-section',
  path: '/marketplace',
  name: 'Marketplace',
  children: [
    { path: '/marketplace', name: 'Esplora' },
    { path: '/marketplace/my-practices', name: 'Pratiche acquistate' },
    // Issue 45: the rate those purchases' closings gave the buyer.
    { path: '/marketplace/my-credits', name: 'I miei crediti' },
    // Issue 31.
    { path: '/marketplace/ricerche', name: 'Ricerche salvate' },
  ],
};

/** The menu without the entries whose screens do not exist yet; a group left empty goes too. */
export function withoutSections(menu: AppMenuItem[], hidden: readonly string[] = sectionsNotBuiltYet): AppMenuItem[] {
  return menu.flatMap((item) => {
    if (!item.children) return hidden.includes(item.path) ? [] : [item];
    const children = withoutSections(item.children, hidden);
    return children.length > 0 ? [{ ...item, children }] : [];
  });
}

/**
 * The entry to highlight for a path: the one with that path, or else the longest whose path is a
 * folder of it (/marketplace/x under /marketplace); none when nothing matches ('/' only for '/').
 */
export function selectedMenuPath(menu: AppMenuItem[], pathname: string): string | undefined {
  const paths = menu.flatMap((item) => (item.children ? item.children.map((child) => child.path) : [item.path]));
  const matches = paths.filter((path) => path === pathname || (path !== '/' && pathname.startsWith(`${path}/`)));
  return matches.sort((a, b) => b.length - a.length)[0];
}

/** The keys of the groups holding the highlighted entry: open from the start. */
export const groupsHolding = (menu: AppMenuItem[], path: string | undefined): string[] =>
  menu.filter((item) => item.children?.some((child) => child.path === path)).map((item) => item.key ?? item.path);
