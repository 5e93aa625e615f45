import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { offsetChoiceRequestSchema, type HoldingResponse, type OffsetChoiceRequest } from '@pratiche/contracts';
import type { Request } from 'express';
import { contextFromRequest } from '../../../../infrastructure/command-handling/request-context';
import { Role } from '../../../../infrastructure/http/access-policy';
import { ZodValidationPipe } from '../../../../infrastructure/http/request-validation';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { parseHoldingPath } from '../../holdings/holding-params';
import { HoldingsReader } from '../../holdings/holdings.reader';
import { ChooseHoldingOffsetCommand } from './choose-holding-offset.command';

@Controller()
export class ChooseHoldingOffsetController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly holdings: HoldingsReader,
  ) {}

  /** Buyers only; answers the holding as it now reads ('in compensazione', no longer transferable). */
  @Post('/api/holdings/:practiceId/:rataId/offset')
  @HttpCode(200)
  @Role('cessionario')
  async choose(
    @Param('practiceId') rawPracticeId: string,
    @Param('rataId') rawRataId: string,
    @Body(new ZodValidationPipe(offsetChoiceRequestSchema)) body: OffsetChoiceRequest,
    @CurrentUser() buyer: UserView,
    @Req() req: Request,
  ): Promise<HoldingResponse> {
    const { practiceId, rataId } = parseHoldingPath(rawPracticeId, rawRataId);
    await this.commandBus.execute(new ChooseHoldingOffsetCommand(practiceId, [rataId], buyer.id, body.noOverdueRuoli === true, contextFromRequest(req)));
    const holdings = await this.holdings.ofPractice(buyer.id, practiceId);
    return holdings.find((h) => h.rataId === rataId)!;
  }
}
