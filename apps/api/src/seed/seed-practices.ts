import { buyableBy, type BuyableBy, type CreditType, type PracticeDocuments } from '@pratiche/domain';
import { documentsFor, practiceDetails, reviewComments, scheduleFor, transferChainFor } from './practice-details';
import type { SeedAccount } from './seed-accounts';
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

type Context = { commands: SeedCommands; random: SeedRandom; adminId: number };

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

const submitOne = async ({ commands, random }: Context, index: number, sellerId: number) => {
  const names = documentsFor(random);
  const documents: PracticeDocuments = {
    societari: await commands.upload(sellerId, names.societari),
    fiscali: await commands.upload(sellerId, names.fiscali),
  };
  const details = detailsWithTerms(random, index, outcomeOf(index));
  const id = await commands.submit(sellerId, { ...details, documents });
  return { id, details, documents };
};

/** The integration round trip: the admin asks, the seller adds the missing paper and resubmits. */
const integrate = async ({ commands, adminId }: Context, submitted: Awaited<ReturnType<typeof submitOne>>, sellerId: number) => {
  await commands.review(submitted.id, 'integration_required', reviewComments.integration, adminId);
  const added = await commands.upload(sellerId, ['asseverazione-tecnica-firmata.pdf'], submitted.id);
  const documents = { ...submitted.documents, fiscali: [...submitted.documents.fiscali, ...added] };
  await commands.edit(submitted.id, sellerId, { ...submitted.details, documents });
};

const review = async (context: Context, outcome: ReviewOutcome, submitted: Awaited<ReturnType<typeof submitOne>>, sellerId: number) => {
  const { commands, adminId, random } = context;
  if (outcome === 'resubmitted') return integrate(context, submitted, sellerId);
  if (outcome === 'integration_required') return commands.review(submitted.id, outcome, reviewComments.integration, adminId);
  if (outcome === 'rejected') return commands.review(submitted.id, outcome, reviewComments.rejection, adminId);
  if (outcome === 'approved') return commands.review(submitted.id, outcome, random.chance(0.5) ? reviewComments.approval : null, adminId);
};

/**
 * Submits `count` practices, spread over the sellers in turn, with real PDF documents, and
 * reviews them; answers the approved ones with their marketplace fate.
 */
export const seedPractices = async (context: Context, sellers: readonly SeedAccount[], count: number): Promise<SeededPractice[]> => {
  const approved: SeededPractice[] = [];
  for (let index = 0; index < count; index++) {
    const sellerId = sellers[index % sellers.length]!.id;
    const submitted = await submitOne(context, index, sellerId);
    const outcome = outcomeOf(index);
    await review(context, outcome, submitted, sellerId);
    if (outcome !== 'approved') continue;
    const { type, transferChain } = submitted.details;
    const buyable = transferChain ? buyableBy(type as CreditType, transferChain) : 'chiunque';
    approved.push({ id: submitted.id, sellerId, fate: marketFates[approved.length % marketFates.length]!, buyableBy: buyable });
  }
  return approved;
};
