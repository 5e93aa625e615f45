import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { marketplaceApiMessages, purchaseExclusivityRequestSchema, type PurchaseExclusivityRequest, type PurchaseResponse } from '@pratiche/contracts';
import type { Request } from 'express';
import { contextFromRequest } from '../../../../infrastructure/command-handling/request-context';
import { Role } from '../../../../infrastructure/http/access-policy';
import { ZodValidationPipe } from '../../../../infrastructure/http/request-validation';
import { parsePracticeId } from '../../../practice/practice-id.param';
import { CurrentUser } from '../../../user/session/current-user.decorator';
import type { UserView } from '../../../user/users.reader';
import { MarketplaceReader } from '../../marketplace.reader';
import { PurchaseAccessCommand } from './purchase-access.command';

@Controller()
export class PurchaseExclusivityController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly marketplace: MarketplaceReader,
  ) {}

  /** Exclusive access for 24, 48 or 72 hours: 100, 180 or 250 credits (spec 9). */
  @Post('/api/marketplace/exclusive/:id')
  @HttpCode(200)
  @Role('cessionario')
  async purchase(
    @Param('id') id: string,
    @Body(new ZodValidationPipe(purchaseExclusivityRequestSchema)) body: PurchaseExclusivityRequest,
    @CurrentUser() buyer: UserView,
    @Req() req: Request,
  ): Promise<PurchaseResponse> {
    const practiceId = parsePracticeId(id);
    const answer = this.marketplace.answerRead(buyer.id, practiceId);
    const command = new PurchaseAccessCommand(practiceId, buyer.id, body.hours, contextFromRequest(req), answer);
    const { walletBalance } = await this.commandBus.execute(command);
    const practice = (await this.marketplace.practiceAnswered(answer, buyer.id, practiceId))!;
    return { message: marketplaceApiMessages.exclusivityPurchased(body.hours), practice, walletBalance };
  }
}
