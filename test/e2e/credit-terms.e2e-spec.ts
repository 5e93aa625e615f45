import { join } from 'node:path';
import { negotiationApiMessages } from '@pratiche/contracts';
import { proposeSchedule } from '@pratiche/domain';
import type { Page } from 'playwright-core';
import { apiClient, type Company, createActiveUser, createBankAccount, declareTradingData } from './support/api';
import { screenshot, screenshotsDir, settled } from './support/browser';
import { useOwnProductAndBrowser } from './support/harness';
import { fund } from './support/practices';
import { qualityProblems, viewports, type ViewportName } from './support/quality';
import { admin } from './support/server';
import { signIn } from './support/session';

const buyerRoles = { isCedente: false, isCessionario: true };
const thisYear = new Date().getFullYear();
const years = [0, 1, 2, 3].map((offset) => thisYear + offset);
const qualifiedLabel = 'Banche, intermediari, gruppi bancari e assicurazioni';
const masked = '••••••••';
// Codes are upper-case letters and digits; unique per run so reruns on one database never clash.
const runTag = String(Date.now()).slice(-8);
const codeOf = (year: number) => `R${runTag}Y${year}`;

/** What is on screen now: a dialog taller than the screen scrolls inside itself, which a full-page shot misses. */
const viewportShot = (page: Page, name: string) => page.screenshot({ path: join(screenshotsDir, `${name}.png`) });

type PracticeRead = {
  id: number;
  rate: { year: number; code: string | null }[];
  transferChain: { qualifiedTransfers: number; holder: string; capogruppo?: number };
};

/** Issue 27 in the browser: a seller declares 4 rate and the chain, a verified bank sees and buys, an impresa may not. */
describe('credit terms in the browser (issue 27): schedule, transfer chain, who may buy', () => {
  // A database of its own: it sees an empty marketplace.
  const e2e = useOwnProductAndBrowser();
  let seller: Company;
  let bank: Company;
  let company: Company;
  let formPracticeId: number;
  let apiPracticeId: number;
  /** The parent bank of the seller's banking group (issue 45): its correntisti may buy the seller's credit. */
  let capogruppoId: number;

  beforeAll(async () => {
    const baseUrl = e2e.product.baseUrl;
    seller = await createActiveUser(baseUrl, admin);
    bank = await createActiveUser(baseUrl, admin, buyerRoles);
    company = await createActiveUser(baseUrl, admin, buyerRoles);
    capogruppoId = await createBankAccount(baseUrl, admin);
    await fund(baseUrl, bank, 100);
    await fund(baseUrl, company, 100);
  });

  const open = (who: Company | typeof admin, name: ViewportName) => signIn(e2e.browser, e2e.product.baseUrl, who, viewports[name]);
  const next = (page: Page) => page.getByRole('button', { name: 'Avanti' }).click();
  const marketplaceCard = (page: Page, id: number) => page.locator('.ant-card', { hasText: `Pratica #${id}` });
  const detailDialog = (page: Page, id: number) => page.locator('.ant-modal', { hasText: `Pratica #${id}` });

  it('a seller enters a schedule of 4 rate with their codes and a chain, sees who may buy, and submits', async () => {
    const page = await open(seller, 'laptop');
    await page.goto(`${e2e.product.baseUrl}/practice/new`);
    await page.getByText('Superbonus 110').click();
    await next(page);

    await page.getByPlaceholder('0,00').pressSequentially('100000');
    await page.getByLabel('Sconto').fill('13');
    await page.locator('.ant-form-item', { hasText: 'Codice tributo' }).locator('.ant-select-selector').click();
    await page.locator('.ant-select-item-option[title="7701"]').click();
    // Proposed by type: Superbonus over 4 years, in equal parts.
    for (const year of years) expect(await page.getByLabel(`Importo rata ${year}`).inputValue()).toBe('25.000');
    await page.getByText(/Somma delle rate: 100\.000,00\s€ su 100\.000,00\s€/).waitFor();

    // An uneven edit shows the running sum and the domain's message; 'Ripartisci' puts it right.
    await page.getByLabel(`Importo rata ${years[3]}`).fill('20.000');
    await page.getByText(/Somma delle rate: 95\.000,00\s€ su 100\.000,00\s€/).waitFor();
    await next(page);
    await page.getByText(/La somma delle rate \(95\.000,00\s€\) deve essere uguale all'importo della pratica/).waitFor();
    await page.getByRole('button', { name: 'Ripartisci in parti uguali' }).click();
    expect(await page.getByLabel(`Importo rata ${years[3]}`).inputValue()).toBe('25.000');
    for (const year of years) await page.getByLabel(`Codice identificativo rata ${year}`).fill(codeOf(year).toLowerCase());

    await page.getByRole('switch', { name: 'Prima cessione (libera) già avvenuta' }).click();
    await page.getByRole('radiogroup', { name: 'Cessioni successive a soggetti qualificati' }).locator('label', { hasText: '1' }).click();
    await page
      .locator('.ant-select')
      .filter({ has: page.getByLabel('Titolare attuale') })
      .click();
    await page.locator('.ant-select-item-option[title="Banca"]').click();
    await page.getByText(`Acquistabile da: ${qualifiedLabel}`).waitFor();
    await page.getByLabel('Capogruppo del gruppo bancario (ID account, facoltativo)').fill(String(capogruppoId));
    const problems = await qualityProblems(page, 'credit-terms-form');
    await next(page);
    await next(page);
    await page.getByRole('button', { name: 'Invia pratica' }).click();
    await page.waitForURL(`${e2e.product.baseUrl}/practices`);

    const practices = await page.evaluate(async () => (await (await fetch('/api/practices')).json()) as PracticeRead[]);
    const created = practices.sort((a, b) => b.id - a.id)[0]!;
    formPracticeId = created.id;
    expect(created.rate.map((rata) => [rata.year, rata.code])).toEqual(years.map((year) => [year, codeOf(year)]));
    expect(created.transferChain).toEqual({ freeTransferUsed: true, qualifiedTransfers: 1, holder: 'banca', capogruppo: capogruppoId });

    // The seller's own view lists the schedule with the codes in clear, and the chain.
    await page.goto(`${e2e.product.baseUrl}/practice/${formPracticeId}`);
    await page.getByRole('region', { name: 'Piano delle rate' }).getByText(codeOf(years[0])).waitFor();
    await page.getByText('1 di 3').waitFor();
    await page.getByText(`ID account ${capogruppoId}`).waitFor();
    problems.push(...(await qualityProblems(page, 'credit-terms-seller-view')));
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('on a 390 px phone the schedule rows wrap instead of scrolling sideways', async () => {
    const page = await open(seller, 'phone');
    await page.goto(`${e2e.product.baseUrl}/practice/new`);
    await page.getByText('Bonus Facciate').click();
    await next(page);
    await page.getByPlaceholder('0,00').pressSequentially('80000');
    // Bonus Facciate: its usual 10 equal rate, but none past 2032, the last year its bonus allows (rata-year-bounds.ts).
    const proposed = proposeSchedule('BONUS_FACCIATE', thisYear, 80_000);
    await page.getByLabel(`Codice identificativo rata ${proposed.at(-1)!.year}`).waitFor();
    expect(await page.getByLabel(/^Importo rata/).count()).toBe(proposed.length);
    // Issue 45: a bank holder's capogruppo field fits the phone too.
    await page.getByRole('switch', { name: 'Prima cessione (libera) già avvenuta' }).click();
    await page
      .locator('.ant-select')
      .filter({ has: page.getByLabel('Titolare attuale') })
      .click();
    await page.locator('.ant-select-item-option[title="Banca"]').click();
    await page.getByLabel('Capogruppo del gruppo bancario (ID account, facoltativo)').fill(String(capogruppoId));
    const problems = await qualityProblems(page, 'credit-terms-form');
    await page.context().close();
    expect(problems).toEqual([]);
  });

  it('an admin approves it once every rata has its code; a second practice (sold once, held by an impresa) is made through the API', async () => {
    const adminClient = apiClient(e2e.product.baseUrl);
    await adminClient.call('POST', '/api/login', admin);
    await adminClient.call('PATCH', `/api/admin/practices/${formPracticeId}/status`, { status: 'approved' });

    const sellerClient = apiClient(e2e.product.baseUrl);
    await sellerClient.call('POST', '/api/login', { username: seller.username, password: seller.password });
    const practice = await sellerClient.call('POST', '/api/practices', {
      type: 'SISMA_BONUS',
      year: thisYear,
      amount: 50_000,
      discount: 10,
      isTraceable: true,
      tributeCode: '7703',
      numSites: 1,
      rate: [
        { year: thisYear, amount: 25_000, code: `S${runTag}A` },
        { year: thisYear + 1, amount: 25_000, code: `S${runTag}B` },
      ],
      transferChain: { freeTransferUsed: true, qualifiedTransfers: 0, holder: 'impresa' },
    });
    apiPracticeId = practice.id as number;
    await adminClient.call('PATCH', `/api/admin/practices/${apiPracticeId}/status`, { status: 'approved' });
  });

  it('a bank declares its kind on the profile and an admin verifies it in the users tab', async () => {
    const page = await open(bank, 'phone');
    await page.goto(`${e2e.product.baseUrl}/profile`);
    const card = page.locator('.ant-card', { hasText: 'Qualifica acquirente' });
    await card
      .locator('.ant-select')
      .filter({ has: page.getByLabel('Qualifica', { exact: true }) })
      .click();
    await page.locator('.ant-select-item-option[title="Banca"]').click();
    await card.getByLabel('Numero di iscrizione (codice ABI, 5 cifre)').fill('03069');
    await card.getByRole('button', { name: 'Salva qualifica' }).click();
    await card.getByText('In attesa di verifica').waitFor();
    const problems = await qualityProblems(page, 'credit-terms-profile');
    await page.context().close();

    const adminPage = await open(admin, 'laptop');
    await adminPage.goto(`${e2e.product.baseUrl}/admin`);
    await adminPage.getByRole('tab', { name: 'Utenti' }).click();
    const row = adminPage.locator('.ant-table-row', { hasText: bank.username });
    await row.getByText('Banca · da verificare').waitFor();
    await screenshot(adminPage, 'credit-terms-admin-verify-1366');
    await row.getByRole('button', { name: `Verifica qualifica di ${bank.username}` }).click();
    // Issue 46: the confirmation links the public register the ABI code is checked on.
    const registerLink = adminPage.locator('.ant-popconfirm').getByRole('link', { name: "Controlla il numero sull'albo delle banche della Banca d'Italia" });
    expect(await registerLink.getAttribute('href')).toBe('https://www.bancaditalia.it/compiti/vigilanza/albi-elenchi/');
    await adminPage.locator('.ant-popconfirm').getByRole('button', { name: 'Verifica' }).click();
    await row.getByText('Banca · verificata').waitFor();
    await screenshot(adminPage, 'credit-terms-admin-users-1366');
    await adminPage.context().close();
    expect(problems).toEqual([]);
  });

  for (const name of ['laptop', 'phone'] as const) {
    it(`the verified bank sees the rate, 'Acquistabile da' and the price per 100 at ${viewports[name].width} px`, async () => {
      const page = await open(bank, name);
      await page.goto(`${e2e.product.baseUrl}/marketplace`);
      const card = marketplaceCard(page, formPracticeId);
      await card.getByText(`Rate: ${years[0]}–${years[3]}`).waitFor();
      await card.getByText(`Acquistabile da: ${qualifiedLabel}`).waitFor();
      await card.getByText(/Prezzo per 100 € di credito: 87,00\s€/).waitFor();
      const problems = await qualityProblems(page, 'credit-terms-marketplace');
      await card.getByRole('button', { name: 'Dettagli' }).click();
      const dialog = detailDialog(page, formPracticeId);
      const schedule = dialog.getByRole('region', { name: 'Piano delle rate' });
      await schedule.getByText(`Utilizzabile entro 31/12/${years[3]}`).waitFor();
      expect(await schedule.getByText(masked).count()).toBe(4);
      await dialog.getByText(/Scade tra \d+ giorn/).waitFor();
      await dialog.getByText(/Rendimento annuo implicito/).waitFor();
      await dialog.getByText('non è una promessa di rendimento', { exact: false }).waitFor();
      await dialog.getByText('1 di 3').waitFor();
      problems.push(...(await qualityProblems(page, 'credit-terms-detail')));
      await schedule.scrollIntoViewIfNeeded();
      await viewportShot(page, `credit-terms-schedule-${viewports[name].width}`);
      await page.context().close();
      expect(problems).toEqual([]);
    });
  }

  it('after buying the base access the bank reads the codes in clear', async () => {
    const page = await open(bank, 'laptop');
    await page.goto(`${e2e.product.baseUrl}/marketplace`);
    await marketplaceCard(page, formPracticeId).getByRole('button', { name: 'Dettagli' }).click();
    const dialog = detailDialog(page, formPracticeId);
    await dialog.getByRole('button', { name: /Acquista accesso/ }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Conferma' }).click();
    const schedule = dialog.getByRole('region', { name: 'Piano delle rate' });
    for (const year of years) await schedule.getByText(codeOf(year)).waitFor();
    expect(await schedule.getByText(masked).count()).toBe(0);
    await schedule.scrollIntoViewIfNeeded();
    await viewportShot(page, 'credit-terms-detail-bought-1366');
    await page.context().close();
  });

  it("an impresa does not see a 'qualificati' credit by default; with the switch off it sees it, with the purchase disabled and the reason", async () => {
    const page = await open(company, 'laptop');
    await page.goto(`${e2e.product.baseUrl}/marketplace`);
    await page.getByRole('heading', { name: 'Marketplace Crediti' }).waitFor();
    const onlyBuyable = page.getByRole('switch', { name: 'Solo crediti che posso acquistare' });
    expect(await onlyBuyable.getAttribute('aria-checked')).toBe('true');
    await page.getByText('Nessuna pratica trovata').waitFor();
    expect(await marketplaceCard(page, apiPracticeId).count()).toBe(0);

    await onlyBuyable.click();
    const card = marketplaceCard(page, apiPracticeId);
    await card.getByText(`Acquistabile da: ${qualifiedLabel}`).waitFor();
    await card.getByText('Non puoi acquistare questo credito').waitFor();
    await card.getByRole('button', { name: 'Dettagli' }).click();
    const dialog = detailDialog(page, apiPracticeId);
    await dialog.getByText(/può essere acquistato solo da banche/).waitFor();
    const buy = dialog.getByRole('button', { name: /Acquista accesso/ });
    expect(await buy.isDisabled()).toBe(true);
    expect(await buy.getAttribute('aria-describedby')).toBeTruthy();
    await buy.scrollIntoViewIfNeeded();
    await viewportShot(page, 'credit-terms-refused-purchase-1366');
    const problems = await qualityProblems(page, 'credit-terms-refused');
    await page.context().close();
    expect(problems).toEqual([]);
  });

  it("issue 45: at 390 px the impresa names on its profile the capogruppo the seller bank's chain names, and may buy that bank's credit", async () => {
    const page = await open(company, 'phone');
    await page.goto(`${e2e.product.baseUrl}/profile`);
    const card = page.locator('.ant-card', { hasText: 'Qualifica acquirente' });
    await card.getByLabel('Banca di cui sei correntista (ID account, facoltativo)').fill(String(capogruppoId));
    await card.getByRole('button', { name: 'Salva qualifica' }).click();
    await page.getByText('Qualifica salvata').waitFor();
    const problems = await qualityProblems(page, 'credit-terms-correntista-profile');

    // 'Solo crediti che posso acquistare' is on by default (the test above): the credit is listed only as buyable.
    await page.goto(`${e2e.product.baseUrl}/marketplace`);
    const practiceCard = marketplaceCard(page, formPracticeId);
    await practiceCard.waitFor();
    expect(await practiceCard.getByText('Non puoi acquistare questo credito').count()).toBe(0);
    expect(await marketplaceCard(page, apiPracticeId).count()).toBe(0);
    await page.context().close();
    expect(problems).toEqual([]);
  });

  it('issue 45: an impresa declares, for one deal, a current account with the capogruppo: it holds one rata and offers on it', async () => {
    const holder = await createActiveUser(e2e.product.baseUrl, admin, buyerRoles);
    await fund(e2e.product.baseUrl, holder, 200);
    await declareTradingData(e2e.product.baseUrl, holder);
    const page = await open(holder, 'laptop');
    await page.goto(`${e2e.product.baseUrl}/marketplace?practice=${formPracticeId}`);
    const dialog = detailDialog(page, formPracticeId);
    await dialog.getByText(/può essere acquistato solo da banche/).waitFor();
    const exclusive = dialog.getByRole('button', { name: /Acquista esclusività/ });
    expect(await exclusive.isDisabled()).toBe(true);

    await dialog.getByLabel('ID account della banca di cui sei correntista').fill(String(capogruppoId));
    await dialog.getByText('Non puoi acquistare questo credito').waitFor({ state: 'hidden' });
    const choice = dialog.getByRole('group', { name: 'Rate da tenere in esclusiva' });
    // Next year's rata: this year's may already be past its last useful day to transfer.
    for (const year of years.filter((year) => year !== years[1])) await choice.getByRole('checkbox', { name: `Rata ${year} ` }).uncheck();
    await settled(page);
    const problems = await qualityProblems(page, 'credit-terms-correntista-deal');
    await exclusive.click();
    await page.getByRole('button', { name: 'Conferma' }).click();
    await page.getByText('Esclusività acquistata per 24 ore').waitFor();

    // The offer is a deal of its own: it declares the bank again, and the API admits it only so.
    await page.goto(`${e2e.product.baseUrl}/marketplace/my-practices`);
    await page.getByRole('button', { name: 'Dettagli' }).first().click();
    const panel = page.getByRole('region', { name: 'Trattativa' });
    await panel.getByRole('checkbox', { name: `Rata ${years[1]} ` }).check();
    await panel.getByLabel('Importo offerto (€)').fill('900');
    await panel.getByLabel('ID account della banca di cui sei correntista').fill(String(capogruppoId));
    await panel.getByRole('button', { name: 'Invia offerta' }).click();
    await page.getByText(negotiationApiMessages.offerMade).first().waitFor();
    await page.context().close();
    expect(problems).toEqual([]);
  });
});
