import { Body, Controller, HttpCode, Inject, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { reasonRequestSchema, type OfferResponse, type ReasonRequest } from '@pratiche/contracts';
import type { Request } from 'express';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { contextFromRequest } from '../../../../infrastructure/command-handling/request-context';
import { ActiveUser } from '../../../../infrastructure/http/access-policy';
import { ZodValidationPipe } from '../../../../infrastructure/http/request-validation';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { NegotiationsReader } from '../../negotiations.reader';
import { parseOfferId } from '../../offer-id.param';
import { RejectOfferCommand } from './reject-offer.command';

@Controller()
export class RejectOfferController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly negotiations: NegotiationsReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Any active user: the decider knows who the parties are. Answers the rejected offer. */
  @Post('/api/offers/:id/reject')
  @HttpCode(200)
  @ActiveUser()
  async reject(
    @Param('id') id: string,
    @Body(new ZodValidationPipe(reasonRequestSchema)) body: ReasonRequest,
    @CurrentUser() user: UserView,
    @Req() req: Request,
  ): Promise<OfferResponse> {
    const offerId = parseOfferId(id);
    await this.commandBus.execute(new RejectOfferCommand(offerId, user.id, body.reason, contextFromRequest(req)));
    return (await this.negotiations.offer(offerId, user.id, this.clock()))!;
  }
}
