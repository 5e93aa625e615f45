import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { marketplaceApiMessages, purchaseBaseAccessRequestSchema, type PurchaseBaseAccessRequest, type PurchaseResponse } from '@pratiche/contracts';
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
export class PurchaseBaseAccessController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly marketplace: MarketplaceReader,
  ) {}

  /** Base access, 10 credits (spec 9). */
  @Post('/api/marketplace/view/:id')
  @HttpCode(200)
  @Role('cessionario')
  async purchase(
    @Param('id') id: string,
    @Body(new ZodValidationPipe(purchaseBaseAccessRequestSchema)) _body: PurchaseBaseAccessRequest,
    @CurrentUser() buyer: UserView,
    @Req() req: Request,
  ): Promise<PurchaseResponse> {
    const practiceId = parsePracticeId(id);
    const answer = this.marketplace.answerRead(buyer.id, practiceId);
    const { walletBalance } = await this.commandBus.execute(new PurchaseAccessCommand(practiceId, buyer.id, null, contextFromRequest(req), answer));
    const practice = (await this.marketplace.practiceAnswered(answer, buyer.id, practiceId))!;
    return { message: marketplaceApiMessages.baseAccessPurchased, practice, walletBalance };
  }
}
