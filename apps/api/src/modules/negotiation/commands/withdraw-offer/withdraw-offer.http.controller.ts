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
import { WithdrawOfferCommand } from './withdraw-offer.command';

@Controller()
export class WithdrawOfferController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly negotiations: NegotiationsReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Any active user: the decider lets only the author. Answers the withdrawn offer. */
  @Post('/api/offers/:id/withdraw')
  @HttpCode(200)
  @ActiveUser()
  async withdraw(@Param('id') id: string, @CurrentUser() user: UserView, @Req() req: Request): Promise<OfferResponse> {
    const offerId = parseOfferId(id);
    await this.commandBus.execute(new WithdrawOfferCommand(offerId, user.id, contextFromRequest(req)));
    return (await this.negotiations.offer(offerId, user.id, this.clock()))!;
  }
}
