import { Controller, HttpCode, Inject, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { OfferResponse } from '@pratiche/contracts';
import type { Request } from 'express';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { contextFromRequest } from '../../../../infrastructure/command-handling/request-context';
import { ActiveUser } from '../../../../infrastructure/http/access-policy';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { NegotiationsReader } from '../../negotiations.reader';
import { parseOfferId } from '../../offer-id.param';
import { AcceptOfferCommand } from './accept-offer.command';

@Controller()
export class AcceptOfferController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly negotiations: NegotiationsReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Any active user: the decider knows who the parties are. Answers the accepted offer. */
  @Post('/api/offers/:id/accept')
  @HttpCode(200)
  @ActiveUser()
  async accept(@Param('id') id: string, @CurrentUser() user: UserView, @Req() req: Request): Promise<OfferResponse> {
    const offerId = parseOfferId(id);
    await this.commandBus.execute(new AcceptOfferCommand(offerId, user.id, user.tradingProfile !== null, contextFromRequest(req)));
    return (await this.negotiations.offer(offerId, user.id, this.clock()))!;
  }
}
