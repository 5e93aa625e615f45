import { buyableBy, goesStale, reconfirmationPolicy, type BuyableBy, type CreditType, type IncomingDocument } from '@pratiche/domain';
import { documentsFor, dueDiligenceFactsFor, practiceDetails, reviewComments, scheduleFor, transferChainFor, type SeedDocument } from './practice-details';
import type { SeedAccount } from './seed-accounts';
import type { SeedClock } from './seed-clock';
import type { SeedCommands } from './seed-commands';
import type { SeedRandom } from './seed-random';

/** What the admin's review leaves (spec 4 states; 'resubmitted' is pending again after an integration). */
type ReviewOutcome = 'pending' | 'resubmitted' | 'integration_required' | 'rejected' | 'approved';

/** What happens to an approved practice on the marketplace. */
export type MarketFate = 'available' | 'base' | 'exclusive' | 'expired' | 'soldViaPortal' | 'soldOutside';

export type SeededPractice = { id: number; sellerId: number; fate: MarketFate; buyableBy: BuyableBy };

/** Four practices in ten wait for or fail a review; the other six are approved, each fate in turn. */
const reviewOutcomes: readonly ReviewOutcome[] = ['pending', 'resubmitted', 'integration_required', 'rejected'];
const marketFates: readonly MarketFate[] = ['available', 'base', 'exclusive', 'expired', 'soldViaPortal', 'soldOutside'];

const outcomeOf = (index: number): ReviewOutcome => reviewOutcomes[index % 10] ?? 'approved';

/**
 * Issue 28: two approved building-bonus practices in twenty (a Superbonus and a Sisma Bonus) hold
 * every required document, each approved by the admin: 'Documentazione 6-bis completa'. The
 * others miss some ('Mancano N documenti').
 */
const completeOf = (index: number) => index % 20 === 5 || index % 20 === 16;

const dayMs = 24 * 60 * 60 * 1000;
/** The first approved practice was submitted and approved this long ago and never reconfirmed: 'Da riconfermare'. */
const unconfirmedForMs = (reconfirmationPolicy.validDays + 10) * dayMs;

type Context = { commands: SeedCommands; random: SeedRandom; adminId: number; clock?: SeedClock };

/**
 * The practice's details with its credit terms (issue 27): every other pending practice keeps the
 * spec's call without them (one rata in its year); the others declare the type's schedule, with
 * every code when the admin will approve it and half the time otherwise.
 */
const detailsWithTerms = (random: SeedRandom, index: number, outcome: ReviewOutcome) => {
  const details = practiceDetails(random, index);
  if (index % 20 === 0) return details;
  const rate = scheduleFor(random, details, outcome === 'approved' || random.chance(0.5));
  return { ...details, rate: rate.length ? rate : null, transferChain: transferChainFor(random, index) };
};

/**
 * A calendar date `days` before now, before any backdated submission too (40 days at most):
 * stale-prone papers stay fresh for months (the ordinary DURC, valid 120 days, for 75).
 */
const daysAgo = (days: number) => new Date(Date.now() - days * dayMs).toISOString().slice(0, 10);

/** Uploads the files of `documents` and types each as the form does, beside its file. */
const uploadTyped = async (commands: SeedCommands, sellerId: number, documents: readonly SeedDocument[], practiceId?: number) => {
  const stored = await commands.upload(
    sellerId,
    documents.map((d) => d.name),
    practiceId,
  );
  const typed = documents.map((d, i): IncomingDocument & { category: SeedDocument['category'] } => ({
    ...stored[i]!,
    docType: d.docType,
    issuedOn: goesStale(d.docType) ? daysAgo(45) : null,
    category: d.category,
  }));
  const inCategory = (category: SeedDocument['category']) => typed.filter((d) => d.category === category).map(({ category: _, ...d }) => d);
  return { societari: inCategory('societari'), fiscali: inCategory('fiscali') };
};

const submitOne = async ({ commands, random }: Context, index: number, sellerId: number) => {
  const details = detailsWithTerms(random, index, outcomeOf(index));
  const dueDiligenceFacts = dueDiligenceFactsFor(random, details);
  const documents = await uploadTyped(commands, sellerId, documentsFor(random, details, dueDiligenceFacts, completeOf(index)));
  const id = await commands.submit(sellerId, { ...details, dueDiligenceFacts, documents });
  return { id, details, dueDiligenceFacts, documents };
};

type Submitted = Awaited<ReturnType<typeof submitOne>>;

/** The integration round trip: the admin asks, the seller adds the missing paper and resubmits. */
const integrate = async ({ commands, adminId }: Context, submitted: Submitted, sellerId: number) => {
  await commands.review(submitted.id, 'integration_required', reviewComments.integration, adminId);
  const added = await uploadTyped(
    commands,
    sellerId,
    [{ docType: 'asseverazione_tecnica', name: 'asseverazione-tecnica-firmata.pdf', category: 'fiscali' }],
    submitted.id,
  );
  const documents = { ...submitted.documents, fiscali: [...submitted.documents.fiscali, ...added.fiscali] };
  await commands.edit(submitted.id, sellerId, { ...submitted.details, dueDiligenceFacts: submitted.dueDiligenceFacts, documents });
};

/**
 * The admin checks the documents of an approved practice: all of a complete one; of the others
 * most, rejecting now and then one with the reason the seller reads.
 */
const reviewDocuments = async ({ commands, adminId, random }: Context, submitted: Submitted, complete: boolean) => {
  for (const { filename, docType } of [...submitted.documents.societari, ...submitted.documents.fiscali]) {
    if (docType === 'altro') continue;
    if (complete || random.chance(0.6)) await commands.reviewDocument(submitted.id, filename, 'approved', null, adminId);
    else if (random.chance(0.3)) await commands.reviewDocument(submitted.id, filename, 'rejected', reviewComments.documentRejection, adminId);
  }
};

const review = async (context: Context, outcome: ReviewOutcome, submitted: Submitted, sellerId: number, index: number) => {
  const { commands, adminId, random } = context;
  if (outcome === 'resubmitted') return integrate(context, submitted, sellerId);
  if (outcome === 'integration_required') return commands.review(submitted.id, outcome, reviewComments.integration, adminId);
  if (outcome === 'rejected') return commands.review(submitted.id, outcome, reviewComments.rejection, adminId);
  if (outcome === 'approved') {
    await reviewDocuments(context, submitted, completeOf(index));
    return commands.review(submitted.id, outcome, random.chance(0.5) ? reviewComments.approval : null, adminId);
  }
};

/**
 * With a seed clock, the first approved practice (its fate: available, so nobody tries to buy an
 * exclusivity on it) is submitted and approved 40 days ago: its credit is 'Da riconfermare'. Not
 * when those days reach into the previous year, where the practice's year could be out of range.
 */
const backdatedIfUnconfirmed = <T>({ clock }: Context, unconfirmed: boolean, action: () => Promise<T>): Promise<T> => {
  const sameYear = new Date(Date.now() - unconfirmedForMs).getUTCFullYear() === new Date().getUTCFullYear();
  return clock && unconfirmed && sameYear ? clock.backdated(unconfirmedForMs, action) : action();
};

/**
 * Submits `count` practices, spread over the sellers in turn, with real PDF documents, and
 * reviews them; answers the approved ones with their marketplace fate.
 */
export const seedPractices = async (context: Context, sellers: readonly SeedAccount[], count: number): Promise<SeededPractice[]> => {
  const approved: SeededPractice[] = [];
  for (let index = 0; index < count; index++) {
    const sellerId = sellers[index % sellers.length]!.id;
    const outcome = outcomeOf(index);
    const unconfirmed = outcome === 'approved' && approved.length === 0;
    const submitted = await backdatedIfUnconfirmed(context, unconfirmed, async () => {
      const done = await submitOne(context, index, sellerId);
      await review(context, outcome, done, sellerId, index);
      return done;
    });
    if (outcome !== 'approved') continue;
    const { type, transferChain } = submitted.details;
    const buyable = transferChain ? buyableBy(type as CreditType, transferChain) : 'chiunque';
    approved.push({ id: submitted.id, sellerId, fate: marketFates[approved.length % marketFates.length]!, buyableBy: buyable });
  }
  return approved;
};
