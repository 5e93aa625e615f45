import { type AppMenuItem, appMenu, groupsHolding, selectedMenuPath, withoutSections } from './app-menu';

const person = { isCedente: false, isCessionario: false, isAdmin: false, status: 'active' } as const;
const paths = (menu: AppMenuItem[]): string[] => menu.flatMap((item) => (item.children ? paths(item.children) : [item.path]));

describe('signed-in menu (spec 2 route table, spec 6 permissions)', () => {
  it('everyone sees the Dashboard, first', () => {
    expect(appMenu({ ...person, status: 'pending' })[0]).toEqual({ path: '/', name: 'Dashboard' });
  });

  it('sellers see Pratiche in vendita and Nuova pratica, whatever their status', () => {
    const menu = appMenu({ ...person, isCedente: true, status: 'pending' });
    expect(menu).toEqual(
      expect.arrayContaining([
        { path: '/practices', name: 'Pratiche in vendita' },
        { path: '/practice/new', name: 'Nuova pratica' },
      ]),
    );
  });

  it('non-sellers do not see the seller entries', () => {
    const shown = paths(appMenu({ ...person, isCessionario: true, isAdmin: true }));
    expect(shown).not.toContain('/practices');
    expect(shown).not.toContain('/practice/new');
  });

  it('active buyers see Marketplace with Pratiche acquistate, I miei crediti (issue 45) and Ricerche salvate (issue 31) under it', () => {
    const marketplace = appMenu({ ...person, isCessionario: true }).find((item) => item.name === 'Marketplace');
    expect(marketplace?.children).toEqual([
      { path: '/marketplace', name: 'Esplora' },
      { path: '/marketplace/my-practices', name: 'Pratiche acquistate' },
      { path: '/marketplace/my-credits', name: 'I miei crediti' },
      { path: '/marketplace/ricerche', name: 'Ricerche salvate' },
    ]);
  });

  it('buyers whose account is not active do not see the Marketplace', () => {
    expect(paths(appMenu({ ...person, isCessionario: true, status: 'pending' }))).not.toContain('/marketplace');
  });

  it('non-buyers do not see the Marketplace', () => {
    expect(paths(appMenu({ ...person, isCedente: true, isAdmin: true }))).not.toContain('/marketplace');
  });

  it('active users see Portafoglio; others do not', () => {
    expect(paths(appMenu(person))).toContain('/wallet');
    for (const status of ['pending', 'rejected', 'blocked'] as const) {
      expect(paths(appMenu({ ...person, status, isCedente: true, isCessionario: true }))).not.toContain('/wallet');
    }
  });

  it('admins see Pannello Admin; others do not', () => {
    expect(appMenu({ ...person, isAdmin: true })).toContainEqual({ path: '/admin', name: 'Pannello Admin' });
    expect(paths(appMenu({ ...person, isCedente: true, isCessionario: true }))).not.toContain('/admin');
  });

  it('every section is built: the full menu is shown', () => {
    const everything = appMenu({ isCedente: true, isCessionario: true, isAdmin: true, status: 'active' });
    expect(withoutSections(everything)).toEqual(everything);
  });

  it('a group keeps the children that are built', () => {
    const shown = withoutSections(appMenu({ ...person, isCessionario: true }), ['/marketplace', '/marketplace/my-credits', '/marketplace/ricerche']);
    expect(shown.find((item) => item.name === 'Marketplace')?.children).toEqual([{ path: '/marketplace/my-practices', name: 'Pratiche acquistate' }]);
  });
});

describe('highlighted menu entry', () => {
  const menu = appMenu({ isCedente: true, isCessionario: true, isAdmin: false, status: 'active' });

  it('is the entry with the path, the longest folder of it, or none', () => {
    expect(selectedMenuPath(menu, '/')).toBe('/');
    expect(selectedMenuPath(menu, '/marketplace')).toBe('/marketplace');
    expect(selectedMenuPath(menu, '/marketplace/my-practices')).toBe('/marketplace/my-practices');
    expect(selectedMenuPath(menu, '/marketplace/my-credits')).toBe('/marketplace/my-credits');
    expect(selectedMenuPath(menu, '/wallet/success')).toBe('/wallet');
    expect(selectedMenuPath(menu, '/profile')).toBeUndefined();
  });

  it('opens the group holding it', () => {
    expect(groupsHolding(menu, '/marketplace/my-practices')).toEqual(['marketplace-section']);
    expect(groupsHolding(menu, '/marketplace/my-credits')).toEqual(['marketplace-section']);
    expect(groupsHolding(menu, '/wallet')).toEqual([]);
  });
});
