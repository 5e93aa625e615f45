import { Body, Controller, HttpCode, Inject, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { closingActionSchema, closingStepRequestSchema, negotiationApiMessages, type ClosingResponse, type ClosingStepRequest } from '@pratiche/contracts';
import { negotiationMessages, validationError } from '@pratiche/domain';
import type { Request } from 'express';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { contextFromRequest } from '../../../../infrastructure/command-handling/request-context';
import { ActiveUser } from '../../../../infrastructure/http/access-policy';
import { ZodValidationPipe } from '../../../../infrastructure/http/request-validation';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { NegotiationsReader } from '../../negotiations.reader';
import { parseOfferId } from '../../offer-id.param';
import { OfferLocator } from '../../offer-locator';
import { ChooseHoldingOffsetCommand } from '../choose-holding-offset/choose-holding-offset.command';
import { RecordClosingStepCommand } from './record-closing-step.command';

/** A step of the path, one of the closing's or the buyer's refusal; anything else is a bad request. */
const parseStep = (raw: string) => {
  const parsed = closingActionSchema.safeParse(raw);
  if (!parsed.success) throw validationError(negotiationApiMessages.step);
  return parsed.data;
};

@Controller()
export class RecordClosingStepController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly negotiations: NegotiationsReader,
    private readonly offers: OfferLocator,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Any active user: the decider knows whose step it is. Answers the closing. Declared after `closing/abandon`. */
  @Post('/api/offers/:id/closing/:step')
  @HttpCode(200)
  @ActiveUser()
  async recordStep(
    @Param('id') id: string,
    @Param('step') rawStep: string,
    @Body(new ZodValidationPipe(closingStepRequestSchema)) body: ClosingStepRequest,
    @CurrentUser() user: UserView,
    @Req() req: Request,
  ): Promise<ClosingResponse> {
    const offerId = parseOfferId(id);
    const step = parseStep(rawStep);
    const { rata, noOverdueRuoli, ...fields } = body;
    if (step === 'compensazione') {
      // The buyer's offset choice for rate of this closing: the same command as 'I miei crediti' (issue 47).
      const { practiceId } = await this.offers.placeOf(offerId);
      await this.commandBus.execute(new ChooseHoldingOffsetCommand(practiceId, rata ?? [], user.id, noOverdueRuoli === true, contextFromRequest(req), offerId));
    } else {
      if (rata !== undefined || noOverdueRuoli !== undefined) throw validationError(negotiationMessages.fieldsNotOfStep);
      await this.commandBus.execute(new RecordClosingStepCommand(offerId, user.id, step, fields, contextFromRequest(req)));
    }
    return (await this.negotiations.closing(offerId, this.clock()))!;
  }
}
