import { Body, Controller, Inject, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { makeOfferRequestSchema, type MakeOfferRequest, type OfferResponse } from '@pratiche/contracts';
import type { Request } from 'express';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { contextFromRequest } from '../../../../infrastructure/command-handling/request-context';
import { Role } from '../../../../infrastructure/http/access-policy';
import { ZodValidationPipe } from '../../../../infrastructure/http/request-validation';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { parsePracticeId } from '../../../practice/practice-id.param';
import { NegotiationsReader } from '../../negotiations.reader';
import { MakeOfferCommand } from './make-offer.command';

@Controller()
export class MakeOfferController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly negotiations: NegotiationsReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** An active buyer (the decider then wants the exclusivity's holder); answers 201 with the offer. */
  @Post('/api/practices/:id/offers')
  @Role('cessionario')
  async makeOffer(
    @Param('id') id: string,
    @Body(new ZodValidationPipe(makeOfferRequestSchema)) body: MakeOfferRequest,
    @CurrentUser() buyer: UserView,
    @Req() req: Request,
  ): Promise<OfferResponse> {
    const practiceId = parsePracticeId(id);
    const offerId = await this.commandBus.execute(new MakeOfferCommand(practiceId, buyer.id, body, buyer.tradingProfile !== null, contextFromRequest(req)));
    return (await this.negotiations.offer(offerId, buyer.id, this.clock()))!;
  }
}
