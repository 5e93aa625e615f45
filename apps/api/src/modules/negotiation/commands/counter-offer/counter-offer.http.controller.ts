import { Body, Controller, Inject, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { counterOfferRequestSchema, type CounterOfferRequest, type OfferResponse } from '@pratiche/contracts';
import type { Request } from 'express';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { contextFromRequest } from '../../../../infrastructure/command-handling/request-context';
import { ActiveUser } from '../../../../infrastructure/http/access-policy';
import { ZodValidationPipe } from '../../../../infrastructure/http/request-validation';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { NegotiationsReader } from '../../negotiations.reader';
import { parseOfferId } from '../../offer-id.param';
import { CounterOfferCommand } from './counter-offer.command';

@Controller()
export class CounterOfferController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly negotiations: NegotiationsReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Any active user: the decider knows who the parties are. Answers 201 with the new offer. */
  @Post('/api/offers/:id/counter')
  @ActiveUser()
  async counter(
    @Param('id') id: string,
    @Body(new ZodValidationPipe(counterOfferRequestSchema)) body: CounterOfferRequest,
    @CurrentUser() user: UserView,
    @Req() req: Request,
  ): Promise<OfferResponse> {
    const newOfferId = await this.commandBus.execute(
      new CounterOfferCommand(parseOfferId(id), user.id, body, user.tradingProfile !== null, contextFromRequest(req)),
    );
    return (await this.negotiations.offer(newOfferId, user.id, this.clock()))!;
  }
}
