import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  marketplaceApiMessages,
  purchaseBaseAccessRequestSchema,
  purchaseExclusivityRequestSchema,
  type PurchaseBaseAccessRequest,
  type PurchaseExclusivityRequest,
  type PurchaseResponse,
} from '@pratiche/contracts';
import type { Request } from 'express';
import { contextFromRequest } from '../../../../infrastructure/command-handling/request-context';
import { Role } from '../../../../infrastructure/http/access-policy';
import { ZodValidationPipe } from '../../../../infrastructure/http/request-validation';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { parsePracticeId } from '../../../practice/practice-id.param';
import { marketplaceCaller } from '../../marketplace-caller';
import { MarketplaceReader } from '../../marketplace.reader';
import { PurchaseAccessCommand, type PurchaseTerms } from './purchase-access.command';

/** Spec 7's two purchases: the command decides and appends, then the practice is read as the buyer now sees it. */
@Controller()
export class PurchaseAccessController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly marketplace: MarketplaceReader,
  ) {}

  /** Base access, 10 credits (spec 9). */
  @Post('/api/marketplace/view/:id')
  @HttpCode(200)
  @Role('cessionario')
  async purchaseBaseAccess(
    @Param('id') id: string,
    @Body(new ZodValidationPipe(purchaseBaseAccessRequestSchema)) body: PurchaseBaseAccessRequest,
    @CurrentUser() buyer: UserView,
    @Req() req: Request,
  ): Promise<PurchaseResponse> {
    return {
      message: marketplaceApiMessages.baseAccessPurchased,
      ...(await this.purchase(id, buyer, { hours: null, correntistaOf: body.correntistaOf ?? null }, req)),
    };
  }

  /** Exclusive access for 24, 48 or 72 hours: 100, 180 or 250 credits (spec 9). */
  @Post('/api/marketplace/exclusive/:id')
  @HttpCode(200)
  @Role('cessionario')
  async purchaseExclusivity(
    @Param('id') id: string,
    @Body(new ZodValidationPipe(purchaseExclusivityRequestSchema)) body: PurchaseExclusivityRequest,
    @CurrentUser() buyer: UserView,
    @Req() req: Request,
  ): Promise<PurchaseResponse> {
    return {
      message: marketplaceApiMessages.exclusivityPurchased(body.hours),
      ...(await this.purchase(id, buyer, { hours: body.hours, correntistaOf: body.correntistaOf ?? null, rate: body.rate ?? null }, req)),
    };
  }

  private async purchase(id: string, buyer: UserView, deal: PurchaseTerms, req: Request) {
    const practiceId = parsePracticeId(id);
    const command = new PurchaseAccessCommand(practiceId, buyer.id, deal.hours, contextFromRequest(req), deal.correntistaOf, deal.rate ?? null);
    const { walletBalance } = await this.commandBus.execute(command);
    const practice = (await this.marketplace.practice(marketplaceCaller(buyer), practiceId))!;
    return { practice, walletBalance };
  }
}
