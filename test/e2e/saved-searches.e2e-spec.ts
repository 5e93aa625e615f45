import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { apiClient, type Company, createActiveUser } from './support/api';
import { useOwnProductAndBrowser } from './support/harness';
import { closeMarketplaceFilters } from './support/marketplace-filters';
import { listPractices } from './support/practices';
import { qualityProblems, viewports } from './support/quality';
import { admin } from './support/server';
import { openPage, signIn } from './support/session';

const buyerRoles = { isCedente: false, isCessionario: true };

/** The practice numbers of the marketplace's cards, top to bottom. */
const cardOrder = async (page: Page) =>
  (await page.locator('.ant-card', { hasText: 'Pratica #' }).allTextContents()).map((text) => Number(/Pratica #(\d+)/.exec(text)![1]));

/** Waits (10 s at most) until `read` answers `expected`; then asserts it, so a failure shows both. */
const until = async <T>(read: () => Promise<T>, expected: T) => {
  const deadline = Date.now() + 10_000;
  let value = await read();
  while (JSON.stringify(value) !== JSON.stringify(expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  expect(value).toEqual(expected);
};

/** Opens the antd Select named `name` and picks the option `label`. */
const choose = async (page: Page, name: string, label: string) => {
  await page.locator('.ant-select', { has: page.getByRole('combobox', { name, exact: true }) }).click();
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${label}"]`).click();
};
const chosen = (page: Page, name: string) =>
  page
    .locator('.ant-select', { has: page.getByRole('combobox', { name, exact: true }) })
    .locator('.ant-select-selection-item')
    .textContent();

/** A mail of the outbox, quoted-printable undone, so its links read as sent. */
const decoded = (eml: string) => eml.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The unsubscribe token of the first mail to `email` with the web page's link (the alert is mailed after the commit: polled). */
const unsubscribeTokenMailedTo = async (dataDir: string, email: string): Promise<string> => {
  const outbox = join(dataDir, 'outbox');
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const names = await readdir(outbox).catch(() => [] as string[]);
    for (const name of names) {
      const text = decoded(await readFile(join(outbox, name), 'utf8'));
      const token = /\/ricerche-salvate\/disattiva\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
      if (token && text.includes(email)) return token;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No saved-search alert mailed to ${email}`);
};

/** The link to the practice's card in the alert mailed to `email` about practice `id`. */
const practiceLinkMailedTo = async (dataDir: string, email: string, id: number): Promise<string> => {
  const outbox = join(dataDir, 'outbox');
  for (const name of await readdir(outbox)) {
    const text = decoded(await readFile(join(outbox, name), 'utf8'));
    const link = new RegExp(`https?://\\S+/marketplace\\?practice=${id}\\b`).exec(text)?.[0];
    if (link && text.includes(email)) return link;
  }
  throw new Error(`No link to practice #${id} mailed to ${email}`);
};

/** Issue 31: a buyer saves the marketplace's filters, manages the search, opens it; a mail's link turns its e-mails off. */
describe('saved searches in the browser', () => {
  // A database of its own: its searches match every practice of the marketplace.
  const e2e = useOwnProductAndBrowser();
  const base = () => e2e.product.baseUrl;
  let seller: Company;
  let ids: number[];

  beforeAll(async () => {
    seller = await createActiveUser(base(), admin);
    // Only the first matches 'Superbonus 110, sconto 10-20 %, importo da 15.000 €'.
    ids = await listPractices(base(), seller, [
      { type: 'SUPERBONUS_110', amount: 20_000, discount: 15 },
      { type: 'SUPERBONUS_110', amount: 10_000, discount: 15 },
      { type: 'SISMA_BONUS', amount: 30_000, discount: 15 },
    ]);
  });

  it('at 1366 px a buyer saves the current filters, renames the search, changes its mail, opens it and deletes it', async () => {
    const buyer = await createActiveUser(base(), admin, buyerRoles);
    const page = await signIn(e2e.browser, base(), buyer, viewports.laptop);
    const problems: string[] = [];
    await page.goto(`${base()}/marketplace`);
    await page.locator('.ant-card', { hasText: 'Pratica #' }).first().waitFor();
    await choose(page, 'Tipo di credito', 'Superbonus 110');
    await choose(page, 'Sconto', '10-20%');
    await page.getByRole('spinbutton', { name: 'Importo minimo' }).fill('15000');
    await until(() => cardOrder(page), [ids[0]]);

    await page.getByRole('button', { name: 'Salva ricerca' }).click();
    const dialog = page.getByRole('dialog', { name: 'Salva ricerca' });
    const saved = dialog.getByRole('list', { name: 'Filtri salvati' });
    await saved.getByText('Importo da 15.000\u00a0€').waitFor();
    expect(await saved.getByRole('listitem').allTextContents()).toEqual([
      'Superbonus 110',
      'Sconto 10-20%',
      'Importo da 15.000\u00a0€',
      'Solo crediti che posso acquistare',
    ]);
    expect(await dialog.getByRole('radio', { name: 'E-mail subito' }).isChecked()).toBe(true);
    // An empty name is refused in the form with the contract's message.
    await dialog.getByRole('button', { name: 'Salva' }).click();
    await dialog.getByText('Il nome della ricerca è obbligatorio (massimo 60 caratteri)').waitFor();
    await dialog.getByLabel('Nome della ricerca').fill('Superbonus oltre 15.000');
    problems.push(...(await qualityProblems(page, 'saved-search-save-dialog')));
    await dialog.getByRole('button', { name: 'Salva' }).click();
    await page.getByText('Ricerca salvata', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // The same name in another case is taken: the server's 409 shows under the field.
    await page.getByRole('button', { name: 'Salva ricerca' }).click();
    await dialog.getByLabel('Nome della ricerca').fill('superbonus OLTRE 15.000');
    await dialog.getByRole('button', { name: 'Salva' }).click();
    await dialog.getByText('Hai già una ricerca salvata con questo nome').waitFor();
    await dialog.getByRole('button', { name: 'Annulla' }).click();

    await page.getByRole('link', { name: 'Ricerche salvate' }).first().click();
    await page.waitForURL('**/marketplace/ricerche');
    const list = page.getByRole('list', { name: 'Ricerche salvate' });
    await list.getByRole('heading', { name: 'Superbonus oltre 15.000' }).waitFor();
    expect(await list.getByRole('list', { name: 'Filtri di «Superbonus oltre 15.000»' }).getByRole('listitem').allTextContents()).toEqual([
      'Superbonus 110',
      'Sconto 10-20%',
      'Importo da 15.000\u00a0€',
      'Solo crediti che posso acquistare',
    ]);
    expect(await chosen(page, 'Avvisi via e-mail per «Superbonus oltre 15.000»')).toBe('E-mail subito');
    problems.push(...(await qualityProblems(page, 'saved-searches-list')));

    await page.getByRole('button', { name: 'Rinomina «Superbonus oltre 15.000»' }).click();
    const rename = page.getByRole('dialog', { name: 'Rinomina la ricerca' });
    await rename.getByLabel('Nome della ricerca').fill('Superbonus scelti');
    await rename.getByRole('button', { name: 'Salva' }).click();
    await list.getByRole('heading', { name: 'Superbonus scelti' }).waitFor();

    const patched = page.waitForResponse((response) => response.request().method() === 'PATCH' && /\/api\/saved-searches\/\d+$/.test(response.url()));
    await choose(page, 'Avvisi via e-mail per «Superbonus scelti»', 'Riepilogo giornaliero');
    expect((await patched).status()).toBe(200);
    await page.reload();
    await list.getByRole('heading', { name: 'Superbonus scelti' }).waitFor();
    expect(await chosen(page, 'Avvisi via e-mail per «Superbonus scelti»')).toBe('Riepilogo giornaliero');

    // 'Apri': the marketplace with the search's filters on, and only what they list.
    await page.getByRole('button', { name: 'Apri «Superbonus scelti» nel marketplace' }).click();
    await page.waitForURL(`${base()}/marketplace`);
    await until(() => cardOrder(page), [ids[0]]);
    expect(await chosen(page, 'Tipo di credito')).toBe('Superbonus 110');
    expect(await chosen(page, 'Sconto')).toBe('10-20%');
    expect(await page.getByRole('spinbutton', { name: 'Importo minimo' }).inputValue()).toBe('15.000');
    problems.push(...(await qualityProblems(page, 'saved-search-opened')));

    await page.goBack();
    await page.getByRole('button', { name: 'Elimina «Superbonus scelti»' }).click();
    await page.locator('.ant-popconfirm').getByText('Eliminare la ricerca «Superbonus scelti»?').waitFor();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Elimina' }).click();
    await page.getByText('Non hai ancora ricerche salvate').waitFor();
    problems.push(...(await qualityProblems(page, 'saved-searches-empty')));
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("at 390 px the mail's link turns off the e-mails of that search only, without signing in", async () => {
    const buyer = await createActiveUser(base(), admin, buyerRoles);
    const client = apiClient(base());
    await client.call('POST', '/api/login', { username: buyer.username, password: buyer.password });
    const filters = { type: 'SISMA_BONUS', amountMin: 25_000, onlyBuyable: false, onlySixBisComplete: false };
    await client.call('POST', '/api/saved-searches', { name: 'Sisma grandi', filters, mail: 'immediate' });
    await client.call('POST', '/api/saved-searches', { name: 'Sisma tutti', filters: { type: 'SISMA_BONUS' }, mail: 'immediate' });
    // A new practice matching both is approved: each search mails its alert with its own link.
    const [practiceId] = await listPractices(base(), seller, [{ type: 'SISMA_BONUS', amount: 40_000, discount: 12 }]);
    const token = await unsubscribeTokenMailedTo(e2e.product.dataDir, buyer.email);

    const visitor = await openPage(e2e.browser, viewports.phone);
    const posts: string[] = [];
    visitor.on('request', (request) => request.url().includes('/api/saved-searches/unsubscribe') && posts.push(request.method()));
    await visitor.goto(`${base()}/ricerche-salvate/disattiva?token=${token}`);
    const done = visitor.getByText(/^Non riceverai più e-mail per la ricerca «Sisma (grandi|tutti)»/);
    await done.waitFor();
    const name = /«(.+)»/.exec((await done.textContent()) ?? '')![1]!;
    const problems = await qualityProblems(visitor, 'saved-search-unsubscribed');
    await visitor.getByRole('link', { name: 'Gestisci le ricerche salvate' }).waitFor();
    // Every request the page started has ended: a second unsubscribe would be among them.
    await visitor.waitForLoadState('networkidle');
    expect(posts).toEqual(['POST']);

    const { items } = (await client.call('GET', '/api/saved-searches')) as { items: { name: string; mail: string }[] };
    expect(items.map((search) => [search.name, search.mail])).toEqual(
      ['Sisma grandi', 'Sisma tutti'].map((search) => [search, search === name ? 'off' : 'immediate']),
    );

    // A wrong link says so in Italian.
    await visitor.goto(`${base()}/ricerche-salvate/disattiva?token=${'x'.repeat(32)}`);
    await visitor.getByText('Link di disattivazione non valido').waitFor();
    problems.push(...(await qualityProblems(visitor, 'saved-search-unsubscribe-invalid')));
    await visitor.context().close();

    // The buyer's page on a phone: one card a row, the mail now 'Nessuna e-mail'.
    const page = await signIn(e2e.browser, base(), buyer, viewports.phone, '/marketplace/ricerche');
    await page.getByRole('heading', { name }).waitFor();
    expect(await chosen(page, `Avvisi via e-mail per «${name}»`)).toBe('Nessuna e-mail');
    problems.push(...(await qualityProblems(page, 'saved-searches-list')));
    // 'Apri' on a phone: the cards first, the filters behind 'Filtri (n)' with 'Salva ricerca' among them (issue 46).
    await page.getByRole('button', { name: `Apri «${name}» nel marketplace` }).click();
    await page.waitForURL(`${base()}/marketplace`);
    problems.push(...(await qualityProblems(page, 'saved-search-opened')));
    await page.getByRole('button', { name: /Filtri \([1-9]\d*\)$/ }).click();
    await page.getByRole('button', { name: 'Salva ricerca' }).waitFor();
    expect(await chosen(page, 'Tipo di credito')).toBe('Sisma Bonus');
    problems.push(...(await qualityProblems(page, 'saved-search-opened-filters')));
    await closeMarketplaceFilters(page);

    // The alert in the bell, from the marketplace itself, and the mail's link open the practice's card;
    // the address then drops the parameter, so the same link followed again opens it again.
    const card = page.locator('.ant-modal-title', { hasText: `Pratica #${practiceId}` });
    await page.getByRole('button', { name: /^Notifiche/ }).click();
    await page
      .locator('.notification-item', { hasText: `La pratica #${practiceId} corrisponde alla tua ricerca salvata` })
      .first()
      .click();
    await card.waitFor();
    await page.waitForURL(`${base()}/marketplace`);
    // The dialog's own close button: a key press could reach the bell's closing drawer instead.
    await page.locator('.ant-modal-wrap:visible .ant-modal-close').click();
    await card.waitFor({ state: 'hidden' });
    await page.goto(await practiceLinkMailedTo(e2e.product.dataDir, buyer.email, practiceId!));
    await card.waitFor();
    problems.push(...(await qualityProblems(page, 'saved-search-alert-card')));
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
