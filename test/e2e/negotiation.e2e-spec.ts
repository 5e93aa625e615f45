import { join } from 'node:path';
import { holdingsApiMessages, negotiationApiMessages } from '@pratiche/contracts';
import type { Locator, Page } from 'playwright-core';
import { apiClient, type Company, createActiveUser, declareTradingData } from './support/api';
import { screenshotsDir, settled } from './support/browser';
import { useProductAndBrowser } from './support/harness';
import { fund } from './support/practices';
import { qualityProblems, viewports, type ViewportName } from './support/quality';
import { admin } from './support/server';
import { signIn } from './support/session';

const buyerRoles = { isCedente: false, isCessionario: true };
const thisYear = new Date().getFullYear();
const runTag = String(Date.now()).slice(-8);
const protocol = `AE${runTag}`;
/** The holder's data for trading (issue 46); the seller communicates the transfer with its codice fiscale (issue 47). */
const tradingData = { pec: 'acquirente@pec.example.it', registeredOffice: 'Via Appia 12, 00179 Roma', ateco: '64.99.60', beneficialOwner: 'Mario Rossi' };

/**
 * Issue 29 in the browser: the exclusivity holder offers on both rate, the seller counters, the
 * holder accepts, the closing checklist is ticked by both as the Agenzia's platform runs it (issue 47:
 * protocol, a suspension then the check passed, acceptance, payment with its CRO) and the practice reads 'Ceduta'; the panel is checked (axe, no sideways scroll) at 1366 and 390 px. Then
 * (issue 45) the holder finds both rate in 'I miei crediti' and chooses to offset one.
 */
describe('offers and closing in the browser (issue 29): offer, counter, accept, checklist, ceduta', () => {
  const e2e = useProductAndBrowser();
  let seller: Company;
  let holder: Company;
  let practiceId: number;
  const problems: string[] = [];

  beforeAll(async () => {
    const baseUrl = e2e.product.baseUrl;
    seller = await createActiveUser(baseUrl, admin);
    holder = await createActiveUser(baseUrl, admin, buyerRoles);
    await fund(baseUrl, holder, 100);
    const sellerClient = apiClient(baseUrl);
    await sellerClient.call('POST', '/api/login', { username: seller.username, password: seller.password });
    const practice = await sellerClient.call('POST', '/api/practices', {
      type: 'SUPERBONUS_110',
      year: thisYear,
      amount: 50_000,
      discount: 12,
      isTraceable: true,
      tributeCode: '7701',
      numSites: 1,
      rate: [
        { year: thisYear, amount: 25_000, code: `N${runTag}A` },
        { year: thisYear + 1, amount: 25_000, code: `N${runTag}B` },
      ],
      transferChain: { freeTransferUsed: false, qualifiedTransfers: 0, holder: 'beneficiario' },
    });
    practiceId = practice.id as number;
    const adminClient = apiClient(baseUrl);
    await adminClient.call('POST', '/api/login', admin);
    await adminClient.call('PATCH', `/api/admin/practices/${practiceId}/status`, { status: 'approved' });
    const holderClient = apiClient(baseUrl);
    await holderClient.call('POST', '/api/login', { username: holder.username, password: holder.password });
    await holderClient.call('POST', `/api/marketplace/exclusive/${practiceId}`, { hours: 24 });
    await holderClient.call('PUT', '/api/user/trading-profile', { ...tradingData, codiceFiscale: holder.vatNumber });
    // Issue 46: the seller too gives its data for trading before it counters or accepts.
    await declareTradingData(baseUrl, seller);
    // Issue 47: next year's rata of 25,000 passes the 20,000 the holder can offset that year.
    await holderClient.call('PUT', '/api/user/offset-capacity', { years: [{ year: thisYear + 1, amount: 20_000 }] });
  });

  const open = (who: Company, name: ViewportName) => signIn(e2e.browser, e2e.product.baseUrl, who, viewports[name]);
  /** The practice's reads answered and the drawer still: a tick before then can be undone by the form's first render with the data. */
  const quiet = async (page: Page) => {
    await page.waitForLoadState('networkidle');
    await settled(page);
  };
  const panelOf = (page: Page) => page.getByRole('region', { name: 'Trattativa' });
  const toast = (page: Page, title: string) => page.locator('.ant-notification-notice', { hasText: title }).first().waitFor();
  const offerItem = (panel: Locator, id: number) => panel.getByRole('listitem').filter({ hasText: new RegExp(`n\\. ${id} `) });
  const shot = async (page: Page, name: string) => {
    await panelOf(page).scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(screenshotsDir, `${name}.png`) });
  };
  /** Buttons that run past the panel's right edge (a long label in a phone's narrow column): none may. */
  const buttonsPastPanel = (page: Page) =>
    panelOf(page).evaluate((panel) => {
      const edge = panel.getBoundingClientRect().right;
      return [...panel.querySelectorAll('button')].filter((button) => button.getBoundingClientRect().right > edge + 1).map((button) => button.textContent);
    });
  /** The buyer reaches its exclusive practice as a notification's 'Vai alla pratica' sends it: /practice/{id}. */
  const openAsHolder = async (name: ViewportName) => {
    const page = await open(holder, name);
    await page.goto(`${e2e.product.baseUrl}/practice/${practiceId}`);
    await page.waitForURL(/\/marketplace\/my-practices\?practice=/);
    await panelOf(page).waitFor();
    await quiet(page);
    return page;
  };
  const openAsSeller = async (name: ViewportName) => {
    const page = await open(seller, name);
    await page.goto(`${e2e.product.baseUrl}/practice/${practiceId}`);
    await panelOf(page).waitFor();
    await quiet(page);
    return page;
  };
  const offers = async (page: Page) =>
    page.evaluate(
      async (id) => ((await (await fetch(`/api/practices/${id}/offers`)).json()) as { offers: { id: number; status: string }[] }).offers,
      practiceId,
    );

  it('the holder offers on both rate, with the price per 100 computed as it types and the note that the price is paid between the parties', async () => {
    const page = await openAsHolder('laptop');
    const panel = panelOf(page);
    await panel.getByText(negotiationApiMessages.pricePaidBetweenParties).waitFor();
    await panel.getByRole('checkbox', { name: `Rata ${thisYear} ` }).check();
    await panel.getByRole('checkbox', { name: `Rata ${thisYear + 1} ` }).check();
    await panel.getByLabel('Importo offerto (€)').fill('40000');
    await panel.getByText(/Prezzo per 100 € di credito: 80,00\s€ ogni 100 € di credito/).waitFor();
    // Issue 47: the rata of next year passes the offset capacity the holder declared for it.
    await panel.getByText(new RegExp(`Oltre la capacità di compensazione dichiarata: ${thisYear + 1}, 25\\.000,00\\s€ di rate su 20\\.000,00\\s€`)).waitFor();
    problems.push(...(await qualityProblems(page, 'negotiation-holder-form')));
    await shot(page, 'negotiation-holder-form-1366');
    await panel.getByRole('button', { name: 'Invia offerta' }).click();
    await toast(page, negotiationApiMessages.offerMade);
    await panel.getByText('In attesa di risposta').waitFor();
    await page.context().close();
  });

  it('the seller finds it waiting on the dashboard, reads it from the Cessionario (no company name) and counters with a higher amount', async () => {
    const page = await open(seller, 'laptop');
    const waiting = page.getByRole('region', { name: 'Trattative in attesa di te' });
    await waiting.getByRole('link', { name: `Pratica #${practiceId}: Offerta da valutare` }).click();
    const panel = panelOf(page);
    const [first] = await offers(page);
    expect(first?.status).toBe('pending');
    const item = offerItem(panel, first!.id);
    await item.getByText('dal cessionario').waitFor();
    expect(await panel.getByText(holder.companyName).count()).toBe(0);
    await item.getByRole('button', { name: 'Controproposta' }).click();
    await panel.getByLabel('Importo offerto (€)').fill('45000');
    await panel.getByText(/Prezzo per 100 € di credito: 90,00\s€/).waitFor();
    await panel.getByRole('button', { name: 'Invia controproposta' }).click();
    await toast(page, negotiationApiMessages.counterMade);
    await item.getByText('Controproposta', { exact: true }).waitFor();
    problems.push(...(await qualityProblems(page, 'negotiation-seller-thread')));
    await shot(page, 'negotiation-seller-thread-1366');
    await page.context().close();
  });

  it('on a 390 px phone both parties read the thread and the form stacked, without sideways scrolling', async () => {
    const seller390 = await openAsSeller('phone');
    await panelOf(seller390).getByText('In attesa di risposta').waitFor();
    problems.push(...(await qualityProblems(seller390, 'negotiation-seller-thread')));
    await shot(seller390, 'negotiation-seller-thread-390');
    await seller390.context().close();
    const holder390 = await openAsHolder('phone');
    await panelOf(holder390).getByRole('button', { name: 'Accetta', exact: true }).waitFor();
    problems.push(...(await qualityProblems(holder390, 'negotiation-holder-thread')));
    await shot(holder390, 'negotiation-holder-thread-390');
    await holder390.context().close();
  });

  it('the holder accepts the counter: the closing opens and waits for the seller', async () => {
    const page = await openAsHolder('laptop');
    const panel = panelOf(page);
    await panel.getByRole('button', { name: 'Accetta', exact: true }).click();
    await panel.getByRole('button', { name: "Conferma l'accettazione" }).click();
    await toast(page, negotiationApiMessages.offerAccepted);
    await panel.getByText('Chiusura in corso').waitFor();
    await panel.getByText('In attesa del cedente').first().waitFor();
    await shot(page, 'negotiation-holder-closing-1366');
    await page.context().close();
  });

  it("the checklist follows the platform (issue 47): the seller records the protocol and the Agenzia's suspension, both read its countdown, the check passes, the holder accepts the credit, the seller confirms the payment with its CRO", async () => {
    const sellerPage = await openAsSeller('laptop');
    const sellerPanel = panelOf(sellerPage);
    await sellerPanel.getByText('Tocca a te').waitFor();
    // The draft arrives as a download; a refusal would show as an error toast, whose text the test reports.
    const download = sellerPage.waitForEvent('download').then((file) => file.suggestedFilename());
    const refusal = sellerPage.locator('.ant-notification-notice-error').first();
    await sellerPanel.getByRole('button', { name: 'Bozza del contratto di cessione (PDF)' }).click();
    expect(await Promise.race([download, refusal.waitFor().then(async () => `refused: ${await refusal.innerText()}`)])).toMatch(/\.pdf$/);
    await sellerPanel.getByText(holder.vatNumber).waitFor();
    await sellerPanel.getByLabel('Numero di protocollo della comunicazione').fill(protocol);
    await sellerPanel.getByRole('button', { name: 'Registra la comunicazione' }).click();
    await toast(sellerPage, negotiationApiMessages.stepRecorded);
    await sellerPanel.getByText(`Protocollo ${protocol}`).waitFor();
    // The Agenzia suspends the communication for 10 days: the seller records it, both read the countdown.
    const until = new Date(Date.now() + 10 * 86_400_000);
    const untilText = until.toLocaleDateString('it-IT', { timeZone: 'Europe/Rome', day: '2-digit', month: '2-digit', year: 'numeric' });
    await sellerPanel.getByText("Sospeso dall'Agenzia (fino a 30 giorni)").click();
    const untilField = sellerPanel.getByLabel('Sospesa fino al');
    await untilField.fill(untilText);
    // Tab commits the typed day (Enter would also submit the form).
    await untilField.press('Tab');
    await sellerPanel.getByRole('button', { name: "Registra l'esito" }).click();
    await toast(sellerPage, negotiationApiMessages.stepRecorded);
    await sellerPanel.getByText(`Comunicazione sospesa dall'Agenzia delle Entrate fino al ${untilText}`).waitFor();
    problems.push(...(await qualityProblems(sellerPage, 'negotiation-seller-closing')));
    await shot(sellerPage, 'negotiation-seller-suspended-1366');

    const holderPage = await openAsHolder('phone');
    const holderPanel = panelOf(holderPage);
    await holderPanel.getByText(/Mancano (9|10) giorni alla fine del controllo/).waitFor();
    problems.push(...(await qualityProblems(holderPage, 'negotiation-holder-suspended')));
    await shot(holderPage, 'negotiation-holder-suspended-390');

    await sellerPanel.getByText('Superato: la comunicazione è efficace').click();
    await sellerPanel.getByRole('button', { name: "Registra l'esito" }).click();
    await toast(sellerPage, negotiationApiMessages.stepRecorded);
    await sellerPanel.getByText('In attesa del cessionario').first().waitFor();
    await shot(sellerPage, 'negotiation-seller-closing-1366');

    await holderPage.reload();
    await holderPanel.getByText('Tocca a te').waitFor();
    problems.push(...(await qualityProblems(holderPage, 'negotiation-holder-closing')));
    await shot(holderPage, 'negotiation-holder-closing-390');
    expect(await buttonsPastPanel(holderPage)).toEqual([]);
    await holderPanel.getByRole('button', { name: 'Confermo di aver accettato il credito' }).click();
    await toast(holderPage, negotiationApiMessages.stepRecorded);
    await holderPanel.getByText('In attesa del cedente').first().waitFor();
    await holderPage.context().close();

    await sellerPage.reload();
    await sellerPanel.getByLabel('Riferimento del bonifico (CRO o TRN)').fill('1234 5678 901');
    await sellerPanel.getByRole('button', { name: 'Confermo di aver ricevuto il prezzo' }).click();
    await toast(sellerPage, negotiationApiMessages.stepRecorded);
    await sellerPanel.getByText('Cessione completata').waitFor();
    await sellerPanel.getByText(/Riferimento del bonifico 12345678901/).waitFor();
    await sellerPage.context().close();
  });

  it("the practice reads 'Ceduta', and so do both its rate", async () => {
    const page = await openAsSeller('laptop');
    await page.getByText('Ceduta', { exact: true }).first().waitFor();
    const schedule = page.getByRole('region', { name: 'Piano delle rate' });
    await schedule.getByText('Ceduta', { exact: true }).nth(1).waitFor();
    await shot(page, 'negotiation-seller-ceduta-1366');
    await page.context().close();
    expect(problems).toEqual([]);
  });

  /** 'I miei crediti' (issue 45), opened from the menu as a buyer would. */
  const openHoldings = async (name: ViewportName) => {
    const page = await open(holder, name);
    await page.goto(`${e2e.product.baseUrl}/marketplace/my-credits`);
    await page.getByRole('heading', { name: 'I miei crediti' }).waitFor();
    await quiet(page);
    return page;
  };

  it("issue 45: at 1366 px the holder finds both rate in 'I miei crediti', codes in clear and the price split per rata, and chooses to offset this year's", async () => {
    const page = await openHoldings('laptop');
    const table = page.getByRole('table').last();
    for (const code of [`N${runTag}A`, `N${runTag}B`]) await table.getByRole('row', { name: new RegExp(code) }).waitFor();
    // The accepted 45,000 over two rate of 25,000: 22,500 each, 90 per 100.
    expect(await table.getByText(/22\.500,00/).count()).toBe(2);
    expect(await table.getByText('Cedibile', { exact: true }).count()).toBe(2);
    // The tribute code each rata is offset with in F24, the practice's.
    await table.getByRole('columnheader', { name: 'Codice tributo' }).waitFor();
    expect(await table.getByRole('cell', { name: '7701', exact: true }).count()).toBe(2);
    const pageProblems = await qualityProblems(page, 'holdings-buyer');
    await table.getByRole('button', { name: new RegExp(`^Comunica scelta di compensazione per la rata ${thisYear} `) }).click();
    await page.getByRole('button', { name: 'Comunica la scelta' }).click();
    await toast(page, holdingsApiMessages.offsetRecorded);
    await table
      .getByRole('row', { name: new RegExp(`N${runTag}A`) })
      .getByText('In compensazione')
      .waitFor();
    expect(await table.getByRole('button', { name: /^Comunica scelta di compensazione/ }).count()).toBe(1);
    // Issue 47: the capacity declared for next year reads in the totals, passed; the holder adds this year's, below its rata.
    const totals = page.getByRole('table').first();
    await totals.getByRole('row', { name: new RegExp(`^${thisYear + 1} .*Oltre la capacità`) }).waitFor();
    await page.getByRole('button', { name: 'Aggiungi anno' }).click();
    await page.getByRole('spinbutton', { name: 'Anno' }).last().fill(String(thisYear));
    await page.getByRole('textbox', { name: "Capacità di compensazione dell'anno" }).last().fill('10000');
    await page.getByRole('button', { name: 'Salva capacità' }).click();
    await toast(page, 'Capacità di compensazione salvata');
    await totals.getByRole('row', { name: new RegExp(`^${thisYear} .*10\\.000,00.*Oltre la capacità`) }).waitFor();
    await page.getByText(new RegExp(`Oltre la capacità di compensazione dichiarata: ${thisYear}, 25\\.000,00`)).waitFor();
    await page.screenshot({ path: join(screenshotsDir, 'holdings-capacity-1366.png'), fullPage: true });
    await page.context().close();
    expect(pageProblems).toEqual([]);
  });

  it("issue 45: on a 390 px phone each rata is a card without sideways scrolling, and the CSV downloads as 'i-miei-crediti.csv'", async () => {
    const page = await openHoldings('phone');
    const cards = page.getByRole('list', { name: 'Le tue rate' });
    await cards.getByText('In compensazione').waitFor();
    const pageProblems = await qualityProblems(page, 'holdings-buyer');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Scarica CSV' }).click();
    expect((await download).suggestedFilename()).toBe('i-miei-crediti.csv');
    await page.screenshot({ path: join(screenshotsDir, 'holdings-capacity-390.png'), fullPage: true });
    await page.context().close();
    expect(pageProblems).toEqual([]);
  });
});
