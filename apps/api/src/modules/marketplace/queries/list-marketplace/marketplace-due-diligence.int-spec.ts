import { apiRoutes, type MarketplacePageResponse, type MarketplacePractice, type MyPractice } from '@pratiche/contracts';
import { defaultDueDiligenceFacts, requiredDocumentTypes, type CreditType } from '@pratiche/domain';
import { agentFor, createFastUser, type FastUser } from '../../../../testing/marketplace';
import { useTestApp, type TestApp } from '../../../../testing/test-app';
import { approvePractice, fileOf, reviewDocument, submitTyped } from '../../../practice/due-diligence.spec-helper';

const submittedAt = '2026-03-01T10:00:00.000Z';
const reviewedAt = '2026-03-02T10:00:00.000Z';
const amount = 50_000;

/**
 * An approved practice holding one file of each required type, each approved by an admin except
 * `rejected`; the visura camerale issued on `visuraIssuedOn`. Returns its id and its files.
 */
const listedPractice = async (t: TestApp, sellerId: number, options: { visuraIssuedOn?: string; rejected?: string; type?: CreditType } = {}) => {
  const type = options.type ?? 'SUPERBONUS_110';
  const files = requiredDocumentTypes(type, defaultDueDiligenceFacts(amount), amount).map((docType) => fileOf(docType, options.visuraIssuedOn));
  const id = await submitTyped(t, sellerId, { files, at: submittedAt, type, amount });
  for (const file of files) {
    const rejected = file.docType === options.rejected;
    await reviewDocument(t, id, file.filename, rejected ? 'rejected' : 'approved', reviewedAt, rejected ? 'Importi non leggibili' : undefined);
  }
  await approvePractice(t, id, reviewedAt);
  return { id, files };
};

/**
 * Issue 28: "Buyers without access see the checklist (which types are there and approved), never
 * the files. Listings show 'Documentazione 6-bis completa' or 'Mancano N documenti' and filter on
 * it"; after 30 days without reconfirmation the listing shows 'Da riconfermare'.
 */
describe('issue 28: the due diligence on the marketplace', () => {
  let now = new Date('2026-03-10T12:00:00Z');
  const t = useTestApp({ clock: () => now });
  let buyer: FastUser;
  const ids = { complete: 0, staleSooner: 0, missingOne: 0, vatCredit: 0 };

  beforeAll(async () => {
    const seller = await createFastUser(t, { isCedente: true, isCessionario: false });
    buyer = await createFastUser(t, { credits: 100 });
    ids.complete = (await listedPractice(t, seller.id, { visuraIssuedOn: '2026-02-15' })).id;
    // Complete too, but its visura camerale (issued 2025-10-01) goes stale on 2026-04-01.
    ids.staleSooner = (await listedPractice(t, seller.id, { visuraIssuedOn: '2025-10-01' })).id;
    ids.missingOne = (await listedPractice(t, seller.id, { visuraIssuedOn: '2026-02-15', rejected: 'prove_pagamento' })).id;
    // Every document of a Credito IVA approved: the 6-bis list does not apply to it.
    ids.vatCredit = (await listedPractice(t, seller.id, { type: 'CREDITO_IVA', visuraIssuedOn: '2026-02-15' })).id;
  });

  const ours = <P extends { id: number }>(practices: P[]) => practices.filter((p) => Object.values(ids).includes(p.id));
  const listing = async () => ours((await (await agentFor(t, buyer.id)).get(apiRoutes.marketplace).expect(200)).body as MarketplacePractice[]);
  const page = async (query: Record<string, string> = {}) =>
    (
      await (
        await agentFor(t, buyer.id)
      )
        .get(apiRoutes.marketplace)
        .query({ page: '1', pageSize: '100', ...query })
        .expect(200)
    ).body as MarketplacePageResponse;

  it('a buyer without access reads the checklist and the completeness, never the files', async () => {
    const practices = await listing();
    const complete = practices.find((p) => p.id === ids.complete)!;
    expect(complete.documents).toBeNull();
    expect(complete.userId).toBeNull();
    expect(complete.documentazione6bisCompleta).toBe(true);
    expect(complete.dueDiligence).toMatchObject({ missing: [], completeness: 100, sixBisApplies: true });
    expect(complete.dueDiligence.approved).toEqual(complete.dueDiligence.required);

    const missingOne = practices.find((p) => p.id === ids.missingOne)!;
    expect(missingOne.documents).toBeNull();
    expect(missingOne.documentazione6bisCompleta).toBe(false);
    expect(missingOne.dueDiligence.missing).toEqual(['prove_pagamento']);
    expect(missingOne.dueDiligence.checklist).toContainEqual({ docType: 'prove_pagamento', status: 'rejected' });

    const vat = practices.find((p) => p.id === ids.vatCredit)!;
    expect(vat.dueDiligence).toMatchObject({ sixBisApplies: false, missing: [], completeness: 100 });
    expect(vat.documentazione6bisCompleta).toBe(false);

    // The page answers each practice as the listing does.
    const items = ours((await page()).items);
    for (const item of items) {
      const same = practices.find((p) => p.id === item.id)!;
      expect({ dueDiligence: item.dueDiligence, complete: item.documentazione6bisCompleta, documents: item.documents }).toEqual({
        dueDiligence: same.dueDiligence,
        complete: same.documentazione6bisCompleta,
        documents: null,
      });
    }
  });

  /** The SQL filter keeps exactly the rows whose read says 'Documentazione 6-bis completa', at the clock's time. */
  const expectFilterAgreesWithReads = async () => {
    const all = ours((await page()).items);
    const filtered = await page({ onlySixBisComplete: 'true' });
    const completeByRead = all.filter((p) => p.documentazione6bisCompleta).map((p) => p.id);
    expect(ours(filtered.items).map((p) => p.id)).toEqual(completeByRead);
    expect(filtered.items.every((p) => p.documentazione6bisCompleta)).toBe(true);
    expect(filtered.total).toBe(filtered.items.length);
    return completeByRead;
  };

  it("'Solo documentazione 6-bis completa' keeps the complete building bonuses only, as their reads say", async () => {
    expect((await expectFilterAgreesWithReads()).sort()).toEqual([ids.complete, ids.staleSooner].sort());
  });

  it('once a visura camerale is older than 6 months, its practice leaves the filter and reads incomplete (injected clock)', async () => {
    now = new Date('2026-03-31T23:59:59.999Z');
    expect((await expectFilterAgreesWithReads()).sort()).toEqual([ids.complete, ids.staleSooner].sort());
    now = new Date('2026-04-01T00:00:00.000Z');
    expect(await expectFilterAgreesWithReads()).toEqual([ids.complete]);
    const stale = (await listing()).find((p) => p.id === ids.staleSooner)!;
    expect(stale.dueDiligence.checklist).toContainEqual({ docType: 'visura_camerale', status: 'stale' });
  });

  it("'Da riconfermare' on the listing 30 days after the submission", async () => {
    now = new Date('2026-03-31T09:59:59.999Z');
    expect((await listing()).every((p) => !p.reconfirmationDue)).toBe(true);
    now = new Date('2026-03-31T10:00:00.000Z');
    const due = await listing();
    expect(due.every((p) => p.reconfirmationDue && p.lastConfirmationDate === submittedAt)).toBe(true);
  });

  it('with access bought the buyer reads the files, typed and with their review, in the listing and in my practices', async () => {
    now = new Date('2026-03-20T12:00:00.000Z');
    const agent = await agentFor(t, buyer.id);
    await agent.post(apiRoutes.marketplaceView(ids.missingOne)).send({ accessType: 'base' }).expect(200);
    const bought = (await listing()).find((p) => p.id === ids.missingOne)!;
    const rejected = bought.documents!.fiscali.find((d) => d.docType === 'prove_pagamento');
    expect(rejected).toMatchObject({ review: { decision: 'rejected', reason: 'Importi non leggibili', at: reviewedAt } });
    expect(rejected).not.toHaveProperty('uploadedBy');
    const mine = ((await agent.get(apiRoutes.marketplaceMyPractices).expect(200)).body as MyPractice[]).find((p) => p.id === ids.missingOne)!;
    expect(mine.documents).toEqual(bought.documents);
    expect(mine.dueDiligence).toEqual(bought.dueDiligence);
  });
});
