import { join } from 'node:path';
import { negotiationApiMessages } from '@pratiche/contracts';
import type { Page } from 'playwright-core';
import { apiClient, type Company, createActiveUser, declareTradingData } from './support/api';
import { screenshotsDir, settled } from './support/browser';
import { useProductAndBrowser } from './support/harness';
import { fund } from './support/practices';
import { qualityProblems, viewports, type ViewportName } from './support/quality';
import { admin } from './support/server';
import { signIn } from './support/session';

const buyerRoles = { isCedente: false, isCessionario: true };
const thisYear = new Date().getFullYear();
const nextYear = thisYear + 1;
const runTag = String(Date.now()).slice(-8);

/**
 * Issue 45 in the browser: a bank and a company deal on different rate of one practice at once.
 * The bank, on a desk, holds only next year's rata; the company, on a phone, finds this year's
 * still on sale and holds it. Each offers on its own rata (the other's is not offerable), the
 * seller accepts both, two closings run side by side, and each buyer ends with its holding.
 */
describe('deals per rata in the browser (issue 45): a bank and a company on different rate of one practice', () => {
  const e2e = useProductAndBrowser();
  let seller: Company;
  let bank: Company;
  let company: Company;
  let practiceId: number;
  const problems: string[] = [];

  const client = async (who: Company) => {
    const api = apiClient(e2e.product.baseUrl);
    await api.call('POST', '/api/login', { username: who.username, password: who.password });
    return api;
  };

  beforeAll(async () => {
    const baseUrl = e2e.product.baseUrl;
    [seller, bank, company] = await Promise.all([
      createActiveUser(baseUrl, admin),
      createActiveUser(baseUrl, admin, buyerRoles),
      createActiveUser(baseUrl, admin, buyerRoles),
    ]);
    await Promise.all([fund(baseUrl, bank, 100), fund(baseUrl, company, 100)]);
    // Issue 46: each party gives its data for trading before dealing; the communication needs the buyer's codice fiscale (issue 47).
    await Promise.all([seller, bank, company].map((who) => declareTradingData(baseUrl, who)));
    await (await client(bank)).call('PUT', '/api/user/buyer-kind', { kind: 'banca', registerNumber: runTag.slice(-5) });
    const practice = await (
      await client(seller)
    ).call('POST', '/api/practices', {
      type: 'SUPERBONUS_110',
      year: thisYear,
      amount: 60_000,
      discount: 10,
      isTraceable: true,
      tributeCode: '7701',
      numSites: 1,
      rate: [
        { year: thisYear, amount: 30_000, code: `D${runTag}A` },
        { year: nextYear, amount: 30_000, code: `D${runTag}B` },
      ],
      transferChain: { freeTransferUsed: false, qualifiedTransfers: 0, holder: 'beneficiario' },
    });
    practiceId = practice.id as number;
    const adminClient = apiClient(baseUrl);
    await adminClient.call('POST', '/api/login', admin);
    await adminClient.call('PATCH', `/api/admin/practices/${practiceId}/status`, { status: 'approved' });
  });

  const open = (who: Company, name: ViewportName) => signIn(e2e.browser, e2e.product.baseUrl, who, viewports[name]);
  const toast = (page: Page, title: string) => page.locator('.ant-notification-notice', { hasText: title }).first().waitFor();
  const shot = (page: Page, name: string) => page.screenshot({ path: join(screenshotsDir, `${name}.png`) });
  /** The practice's detail dialog, opened from the marketplace's search by its number. */
  const detailsOf = async (page: Page) => {
    await page.goto(`${e2e.product.baseUrl}/marketplace?practice=${practiceId}`);
    const dialog = page.locator('.ant-modal', { hasText: `Pratica #${practiceId}` });
    await dialog.waitFor();
    await page.waitForLoadState('networkidle');
    await settled(page);
    return dialog;
  };
  const buyExclusivity = async (page: Page, dialog: ReturnType<Page['locator']>) => {
    await dialog.getByRole('button', { name: 'Acquista esclusività (100 crediti)' }).click();
    await page.getByRole('button', { name: 'Conferma' }).click();
    await toast(page, 'Esclusività acquistata');
  };

  it("at 1366 px the bank ticks off this year's rata and holds only next year's", async () => {
    const page = await open(bank, 'laptop');
    const dialog = await detailsOf(page);
    const choice = dialog.getByRole('group', { name: 'Rate da tenere in esclusiva' });
    await choice.getByRole('checkbox', { name: `Rata ${thisYear} ` }).uncheck();
    expect(await choice.getByRole('checkbox', { name: `Rata ${nextYear} ` }).isChecked()).toBe(true);
    problems.push(...(await qualityProblems(page, 'rata-deals-bank-choice')));
    await shot(page, 'rata-deals-bank-choice-1366');
    await buyExclusivity(page, dialog);
    await page.context().close();
  });

  it("on a 390 px phone the company finds this year's rata still on sale and holds it beside the bank's", async () => {
    const page = await open(company, 'phone');
    const dialog = await detailsOf(page);
    const schedule = dialog.getByRole('region', { name: 'Piano delle rate' });
    await schedule.getByText('In trattativa', { exact: true }).waitFor();
    await schedule.getByText('Disponibile', { exact: true }).waitFor();
    await dialog.getByText(`Accesso esclusivo: la rata ${thisYear} resta in trattativa solo per te`).waitFor();
    problems.push(...(await qualityProblems(page, 'rata-deals-company-free-rata')));
    await shot(page, 'rata-deals-company-free-rata-390');
    await buyExclusivity(page, dialog);
    await page.context().close();
  });

  it('each offers on its own rata only; the seller accepts both and sees two closings side by side', async () => {
    const page = await open(bank, 'laptop');
    await page.goto(`${e2e.product.baseUrl}/practice/${practiceId}`);
    const panel = page.getByRole('region', { name: 'Trattativa' });
    await panel.waitFor();
    await page.waitForLoadState('networkidle');
    await settled(page);
    expect(await panel.getByRole('checkbox', { name: `Rata ${thisYear} ` }).isDisabled()).toBe(true);
    await panel.getByText('(non nella tua esclusiva)').waitFor();
    await panel.getByRole('checkbox', { name: `Rata ${nextYear} ` }).check();
    await panel.getByLabel('Importo offerto (€)').fill('27000');
    await panel.getByRole('button', { name: 'Invia offerta' }).click();
    await toast(page, negotiationApiMessages.offerMade);
    await page.context().close();
    await (await client(company)).call('POST', `/api/practices/${practiceId}/offers`, { amount: 26_000, rate: [String(thisYear)] });

    const sellerApi = await client(seller);
    const { offers } = (await sellerApi.call('GET', `/api/practices/${practiceId}/offers`)) as unknown as { offers: { id: number }[] };
    for (const offer of offers) await sellerApi.call('POST', `/api/offers/${offer.id}/accept`);
    const sellerPage = await open(seller, 'laptop');
    await sellerPage.goto(`${e2e.product.baseUrl}/practice/${practiceId}`);
    const sellerPanel = sellerPage.getByRole('region', { name: 'Trattativa' });
    await sellerPanel.waitFor();
    await sellerPage.waitForLoadState('networkidle');
    await settled(sellerPage);
    await sellerPanel.getByText('Chiusura della cessione').nth(1).waitFor();
    expect(await sellerPanel.getByText('Chiusura della cessione').count()).toBe(2);
    problems.push(...(await qualityProblems(sellerPage, 'rata-deals-seller-two-closings')));
    await shot(sellerPage, 'rata-deals-seller-two-closings-1366');
    await sellerPage.context().close();

    for (const [offer, buyer, protocol] of [
      [offers[0]!, bank, `PB${runTag}`],
      [offers[1]!, company, `PC${runTag}`],
    ] as const) {
      await sellerApi.call('POST', `/api/offers/${offer.id}/closing/comunicazione`, { protocol });
      await sellerApi.call('POST', `/api/offers/${offer.id}/closing/esito`, { outcome: 'superata' });
      await (await client(buyer)).call('POST', `/api/offers/${offer.id}/closing/accettazione`, {});
      await sellerApi.call('POST', `/api/offers/${offer.id}/closing/pagamento`, { reference: '12345678901' });
    }
  });

  it("each ends with its own holding in 'I miei crediti': the bank at 1366 px, the company at 390 px", async () => {
    for (const [who, name, mine, theirs] of [
      [bank, 'laptop', `D${runTag}B`, `D${runTag}A`],
      [company, 'phone', `D${runTag}A`, `D${runTag}B`],
    ] as const) {
      const page = await open(who, name);
      await page.goto(`${e2e.product.baseUrl}/marketplace/my-credits`);
      await page.getByRole('heading', { name: 'I miei crediti' }).waitFor();
      await page.getByText(mine).first().waitFor();
      expect(await page.getByText(theirs).count()).toBe(0);
      await settled(page);
      problems.push(...(await qualityProblems(page, `rata-deals-holding-${name}`)));
      await shot(page, `rata-deals-holding-${name === 'laptop' ? 1366 : 390}`);
      await page.context().close();
    }
    expect(problems).toEqual([]);
  });
});
