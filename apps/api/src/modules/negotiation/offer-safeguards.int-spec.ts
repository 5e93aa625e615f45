import { createHash } from 'node:crypto';
import { apiRoutes } from '@pratiche/contracts';
import { creditMessages, negotiationMessages } from '@pratiche/domain';
import { EVENT_STORE } from '../../infrastructure/database/database.tokens';
import type { PostgresEventStore } from '../../infrastructure/event-store/postgres-event-store';
import { UploadStorage } from '../../infrastructure/uploads/upload-storage';
import { pdfBuffer } from '../../testing/documents';
import { createFastUser, type FastUser } from '../../testing/marketplace';
import { makeOffer, negotiatingPractice, postOffer } from '../../testing/negotiations';
import { practiceEvents } from '../../testing/practices';
import { useTestApp } from '../../testing/test-app';
import { declareKind } from '../marketplace/credit-practices.spec-helper';

const year = new Date().getFullYear() + 1;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const files = [
  { name: 'visura.pdf', bytes: pdfBuffer(4000) },
  { name: 'asseverazione.pdf', bytes: pdfBuffer(6000) },
  { name: 'contratto.pdf', bytes: pdfBuffer(8000) },
];

/** Offers and counters cannot be turned against the server: refused early and cheaply, counted, and decided on the holder's own stream. */
describe('offers and counters cannot be turned against the server', () => {
  const t = useTestApp();

  /** Counts the stored files opened while `run` runs (local disk or S3 alike: every read goes through `open`). */
  const storageReads = async (run: () => Promise<void>): Promise<number> => {
    const spy = jest.spyOn(t.app.get(UploadStorage), 'open');
    try {
      await run();
      return spy.mock.calls.length;
    } finally {
      spy.mockRestore();
    }
  };
  const eventCount = async (practiceId: number) => (await practiceEvents(t, practiceId)).length;

  it('offers and counters: a refused request reads no file (a stranger offering, a stranger and the author countering: 403, no storage read, nothing recorded)', async () => {
    const { buyer, practice } = await negotiatingPractice(t, { files });
    const offer = await makeOffer(buyer.agent, practice.id, { amount: 1000, rate: [year] });
    const stranger = await createFastUser(t);
    const before = await eventCount(practice.id);
    const reads = await storageReads(async () => {
      const offered = await postOffer(stranger.agent, practice.id, { amount: 1000, rate: [year] });
      expect([offered.status, offered.body.message]).toEqual([403, negotiationMessages.onlyHolder]);
      for (const agent of [stranger.agent, buyer.agent]) {
        const countered = await agent.post(apiRoutes.offerCounter(offer.id)).send({ amount: 900 });
        expect([countered.status, countered.body.message]).toEqual([403, negotiationMessages.notCounterpart]);
      }
    });
    expect(reads).toBe(0);
    expect(await eventCount(practice.id)).toBe(before);
  });

  it('offers and counters take the document hashes recorded at upload: an allowed offer and counter read no file and record the hashes of the uploaded bytes', async () => {
    const { buyer, seller, practice } = await negotiatingPractice(t, { files });
    const { rows } = await t.database.query<{ filename: string; sha256: string }>('SELECT filename, sha256 FROM uploaded_files WHERE filename = ANY($1)', [
      practice.documents.societari.map((d) => d.filename),
    ]);
    expect(rows.map((r) => r.sha256).sort()).toEqual(files.map((f) => sha256(f.bytes)).sort());
    let offerId = 0;
    const reads = await storageReads(async () => {
      offerId = (await makeOffer(buyer.agent, practice.id, { amount: 1000, rate: [year] })).id;
      await seller.agent.post(apiRoutes.offerCounter(offerId)).send({ amount: 2000 }).expect(201);
    });
    expect(reads).toBe(0);
    const expected = practice.documents.societari.map((d, i) => ({ filename: d.filename, sha256: sha256(files[i]!.bytes) }));
    const made = (await practiceEvents(t, practice.id)).filter((e) => e.type === 'OfferMade').map((e) => e.data.documents);
    expect(made).toEqual([expected, expected]);
  });

  it('offers and counters: a file stored before hashes were kept at upload is hashed from storage once, and its hash kept for the next offer', async () => {
    const { buyer, seller, practice } = await negotiatingPractice(t, { files: files.slice(0, 1) });
    const { filename } = practice.documents.societari[0]!;
    await t.database.query('UPDATE uploaded_files SET sha256 = NULL WHERE filename = $1', [filename]);
    let offerId = 0;
    expect(
      await storageReads(async () => {
        offerId = (await makeOffer(buyer.agent, practice.id, { amount: 1000, rate: [year] })).id;
      }),
    ).toBe(1);
    const { rows } = await t.database.query<{ sha256: string }>('SELECT sha256 FROM uploaded_files WHERE filename = $1', [filename]);
    expect(rows[0]!.sha256).toBe(sha256(files[0]!.bytes));
    expect(await storageReads(async () => void (await seller.agent.post(apiRoutes.offerCounter(offerId)).send({ amount: 2000 }).expect(201)))).toBe(0);
  });

  describe("the negotiation decides the holder's qualification from the holder's stream", () => {
    /** Runs `change` just before the next append goes out: the step has read the streams and decided. */
    const beforeNextAppend = (change: () => Promise<void>) => {
      const store = t.app.get<PostgresEventStore>(EVENT_STORE);
      const append = store.append.bind(store);
      return jest.spyOn(store, 'append').mockImplementationOnce(async (...args) => {
        await change();
        return append(...args);
      });
    };
    const becomesPublicAdministration = (holder: FastUser) => () => declareKind(holder, { kind: 'pa' });

    it.each(['accept', 'counter'] as const)(
      "the negotiation decides the holder's qualification from the holder's stream: the holder turning into a public administration between the seller's %s and its append refuses it (403), nothing recorded",
      async (step) => {
        const { buyer, seller, practice } = await negotiatingPractice(t);
        const offer = await makeOffer(buyer.agent, practice.id, { amount: 1000, rate: [year] });
        const before = await eventCount(practice.id);
        const spy = beforeNextAppend(becomesPublicAdministration(buyer));
        try {
          const res =
            step === 'accept'
              ? await seller.agent.post(apiRoutes.offerAccept(offer.id))
              : await seller.agent.post(apiRoutes.offerCounter(offer.id)).send({ amount: 1500 });
          expect([res.status, res.body.message]).toEqual([403, creditMessages.publicAdministration]);
        } finally {
          spy.mockRestore();
        }
        expect(await eventCount(practice.id)).toBe(before);
      },
    );

    it("the negotiation decides the holder's qualification from the holder's stream: the holder's own offer is refused once his declaration committed before its append", async () => {
      const { buyer, practice } = await negotiatingPractice(t);
      const before = await eventCount(practice.id);
      const spy = beforeNextAppend(becomesPublicAdministration(buyer));
      try {
        const res = await postOffer(buyer.agent, practice.id, { amount: 1000, rate: [year] });
        expect([res.status, res.body.message]).toEqual([403, creditMessages.publicAdministration]);
      } finally {
        spy.mockRestore();
      }
      expect(await eventCount(practice.id)).toBe(before);
    });
  });
});
