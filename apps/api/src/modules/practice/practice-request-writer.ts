import { Inject, Injectable } from '@nestjs/common';
import type { PracticeRequest } from '@pratiche/contracts';
import { practiceDecider, practiceStreamId, type BuyerKind, type CreditType, type IncomingCreditTerms, type IncomingDocuments } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../infrastructure/clock/clock';
import { CommandExecutor } from '../../infrastructure/command-handling/command-executor';
import type { RequestContext } from '../../infrastructure/command-handling/request-context';
import { UsersReader } from '../identity/users.reader';
import { PracticeDocumentFiles } from './practice-document-files';

export type PracticeWrite = {
  type: 'SubmitPractice' | 'EditPractice';
  practiceId: number;
  sellerId: number;
  body: PracticeRequest;
  /** The body's documents, resolved by `PracticeDocumentFiles.resolve`. */
  documents: IncomingDocuments;
  context: RequestContext;
};

/**
 * The optional schedule and chain of the body (issue 27); absent, the decider keeps what the
 * practice had or fills the defaults.
 */
const incomingTerms = ({ rate, transferChain }: PracticeRequest, capogruppoKind: BuyerKind | null): IncomingCreditTerms => ({
  rate:
    rate?.map((r) => ({ year: r.year, amount: r.amount, code: r.code ?? null, ...(typeof r.spreadFrom === 'number' ? { spreadFrom: r.spreadFrom } : {}) })) ??
    null,
  transferChain: transferChain ?? null,
  capogruppoKind,
});

/**
 * What submit and edit share: the request body, with the spec's defaults, becomes the decider's
 * command; the practice claims its files in the append transaction, and the files an edit
 * replaced leave storage after commit.
 */
@Injectable()
export class PracticeRequestWriter {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly documentFiles: PracticeDocumentFiles,
    private readonly users: UsersReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The declared kind of the account the body names as capogruppo (the decider wants a bank's); read only when one is named. */
  private async capogruppoKind({ transferChain }: PracticeRequest): Promise<BuyerKind | null> {
    const id = transferChain?.capogruppo;
    if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0) return null;
    return (await this.users.byId(id))?.buyerQualification.kind ?? null;
  }

  async write({ type, practiceId, sellerId, body, documents, context }: PracticeWrite): Promise<void> {
    const { year, amount, discount, isTraceable = true, tributeCode = null, numSites = 1 } = body;
    const capogruppoKind = await this.capogruppoKind(body);
    let replaced: string[] = [];
    await this.executor.execute({
      decider: practiceDecider,
      streamId: practiceStreamId(practiceId),
      command: {
        type,
        data: {
          practiceId,
          by: sellerId,
          at: this.clock().toISOString(),
          type: body.type as CreditType,
          year,
          amount,
          discount,
          isTraceable,
          tributeCode,
          numSites,
          documents,
          ...incomingTerms(body, capogruppoKind),
          // Issue 28: facts not sent keep the practice's (or the defaults); the decider checks them.
          dueDiligenceFacts: body.dueDiligenceFacts ?? null,
        },
      },
      context,
      alsoInTransaction: async (tx, events) => {
        replaced = await this.documentFiles.claim(tx, practiceId, sellerId, events);
      },
    });
    await this.documentFiles.removeFromStorage(replaced);
  }
}
