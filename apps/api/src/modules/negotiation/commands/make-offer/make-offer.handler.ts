import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { holderNegotiationDecider, practiceStreamId, userStreamId } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { CommandExecutor } from '../../../../infrastructure/command-handling/command-executor';
import { DocumentFingerprints } from '../../document-fingerprints';
import { NegotiationGate } from '../../negotiation-gate';
import { OfferIds } from '../../offer-ids';
import { MakeOfferCommand } from './make-offer.command';

/**
 * Counted per buyer and practice (429) and refused to anyone but the exclusivity's holder (403)
 * before any other work. The offer is decided on the practice's stream, so it lands before the
 * exclusivity's expiry is recorded or is refused after it (the append's version settles the
 * race), and on the buyer's own stream, checked at the version read: a qualification changed
 * meanwhile is decided again. The decider refuses anyone but the running exclusivity's holder
 * (403), a second open offer or an open closing (409), a holder the transfer chain no longer
 * allows (403) and terms out of bounds (400).
 */
@CommandHandler(MakeOfferCommand)
export class MakeOfferHandler implements ICommandHandler<MakeOfferCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly gate: NegotiationGate,
    private readonly offerIds: OfferIds,
    private readonly fingerprints: DocumentFingerprints,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ practiceId, buyerId, terms, tradingDataGiven, context }: MakeOfferCommand): Promise<number> {
    await this.gate.mayOffer(practiceId, buyerId);
    const [offerId, documents] = await Promise.all([this.offerIds.next(), this.fingerprints.of(practiceId)]);
    await this.executor.executeOnStreams({
      decider: holderNegotiationDecider,
      streamIds: { practice: practiceStreamId(practiceId), holder: userStreamId(buyerId) },
      command: { type: 'MakeOffer', data: { practiceId, by: buyerId, at: this.clock().toISOString(), ...terms, offerId, documents, tradingDataGiven } },
      context,
      // The rule reads the holder's qualification, never a name or a contact.
      sealedStreams: ['holder'],
      checkedStreams: ['holder'],
    });
    return offerId;
  }
}
