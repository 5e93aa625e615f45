import { Body, Controller, HttpCode, Inject, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { reasonRequestSchema, type ClosingResponse, type ReasonRequest } from '@pratiche/contracts';
import type { Request } from 'express';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { contextFromRequest } from '../../../../infrastructure/command-handling/request-context';
import { ActiveUser } from '../../../../infrastructure/http/access-policy';
import { ZodValidationPipe } from '../../../../infrastructure/http/request-validation';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { NegotiationsReader } from '../../negotiations.reader';
import { parseOfferId } from '../../offer-id.param';
import { AbandonClosingCommand } from './abandon-closing.command';

@Controller()
export class AbandonClosingController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly negotiations: NegotiationsReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Either party (the decider checks); declared before `closing/:step`, which would take 'abandon' for a step. Answers the closing. */
  @Post('/api/offers/:id/closing/abandon')
  @HttpCode(200)
  @ActiveUser()
  async abandon(
    @Param('id') id: string,
    @Body(new ZodValidationPipe(reasonRequestSchema)) body: ReasonRequest,
    @CurrentUser() user: UserView,
    @Req() req: Request,
  ): Promise<ClosingResponse> {
    const offerId = parseOfferId(id);
    await this.commandBus.execute(new AbandonClosingCommand(offerId, user.id, body.reason, contextFromRequest(req)));
    return (await this.negotiations.closing(offerId, this.clock()))!;
  }
}
