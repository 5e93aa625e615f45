import { Command } from '@nestjs/cqrs';
import type { TradingProfileRequest } from '@pratiche/contracts';
import type { RequestContext } from '../../../../infrastructure/command-handling/request-context';

/** Issue 46, /profile: the signed-in company gives its data for trading. */
export class DeclareTradingProfileCommand extends Command<void> {
  constructor(
    readonly userId: number,
    readonly profile: TradingProfileRequest,
    readonly context: RequestContext,
  ) {
    super();
  }
}
