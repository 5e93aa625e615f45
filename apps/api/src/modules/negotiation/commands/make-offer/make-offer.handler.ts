import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { negotiationDecider, practiceStreamId } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { CommandExecutor } from '../../../../infrastructure/command-handling/command-executor';
import { DocumentFingerprints } from '../../document-fingerprints';
import { OfferIds } from '../../offer-ids';
import { MakeOfferCommand } from './make-offer.command';

/**
 * The offer is decided on the practice's stream, so it lands before the exclusivity's expiry is
 * recorded or is refused after it (the append's version settles the race). The decider refuses
 * anyone but the running exclusivity's holder (403), a second open offer or an open closing (409),
 * a holder the transfer chain no longer allows (403) and terms out of bounds (400).
 */
@CommandHandler(MakeOfferCommand)
export class MakeOfferHandler implements ICommandHandler<MakeOfferCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly offerIds: OfferIds,
    private readonly fingerprints: DocumentFingerprints,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ practiceId, buyerId, holder, terms, context }: MakeOfferCommand): Promise<number> {
    const [offerId, documents] = await Promise.all([this.offerIds.next(), this.fingerprints.of(practiceId)]);
    await this.executor.execute({
      decider: negotiationDecider,
      streamId: practiceStreamId(practiceId),
      command: { type: 'MakeOffer', data: { practiceId, by: buyerId, at: this.clock().toISOString(), holder, ...terms, offerId, documents } },
      context,
    });
    return offerId;
  }
}
