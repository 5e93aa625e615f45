import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { negotiationDecider, practiceStreamId } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { CommandExecutor } from '../../../../infrastructure/command-handling/command-executor';
import { UsersReader } from '../../../identity/users.reader';
import { OfferLocator } from '../../offer-locator';
import { RecordClosingStepCommand } from './record-closing-step.command';

/**
 * Issue 47: the Agenzia's suspension and the buyer's refusal or the annulment end the deal through
 * the decider too (ClosingSuspended, ClosingAbandoned with its cause). The last tick also records ClosingCompleted and, when nothing is left to sell, the sale through
 * the portal, in the same append. The decider refuses a step out of order (409), another party's
 * step or a third party (403), a missing or malformed protocol (400) and an offer without an open closing (404).
 */
@CommandHandler(RecordClosingStepCommand)
export class RecordClosingStepHandler implements ICommandHandler<RecordClosingStepCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly offers: OfferLocator,
    private readonly users: UsersReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ offerId, userId, step, fields, context }: RecordClosingStepCommand): Promise<void> {
    const { practiceId, buyerId } = await this.offers.placeOf(offerId);
    // Only the communication names the buyer's codice fiscale: the other steps read no user.
    const buyerCodiceFiscale = step === 'comunicazione' ? ((await this.users.byId(buyerId))?.tradingProfile?.codiceFiscale ?? null) : undefined;
    await this.executor.execute({
      decider: negotiationDecider,
      streamId: practiceStreamId(practiceId),
      command: { type: 'RecordClosingStep', data: { ...fields, practiceId, by: userId, at: this.clock().toISOString(), offerId, step, buyerCodiceFiscale } },
      context,
    });
  }
}
