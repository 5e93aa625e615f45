import { Controller, Get, HttpCode, Post, Query, Redirect } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { apiRoutes, savedSearchMessages, unsubscribeSavedSearchQuerySchema, type UnsubscribeSavedSearchResponse } from '@pratiche/contracts';
import { Public } from '../../../../infrastructure/http/access-policy';
import { parseRequest } from '../../../../infrastructure/http/request-validation';
import { savedSearchUnsubscribePage } from '../../../../infrastructure/mail/saved-search-mails';
import { UnsubscribeSavedSearchCommand } from './unsubscribe-saved-search.command';

@Controller()
export class UnsubscribeSavedSearchController {
  constructor(private readonly commandBus: CommandBus) {}

  /**
   * RFC 8058 one-click: mail providers POST `List-Unsubscribe=One-Click` (form-encoded, which
   * this API does not parse) with no session and no Origin of ours; the web page POSTs an empty
   * body. The token alone names the search, so the body is ignored. Repeating it answers the same.
   */
  @Post(apiRoutes.savedSearchUnsubscribe)
  @Public()
  @HttpCode(200)
  async unsubscribe(@Query() query: unknown): Promise<UnsubscribeSavedSearchResponse> {
    const { token } = parseRequest(unsubscribeSavedSearchQuerySchema, query);
    const name: string = await this.commandBus.execute(new UnsubscribeSavedSearchCommand(token));
    return { name, message: savedSearchMessages.unsubscribed };
  }

  /**
   * A mail client without RFC 8058 opens the header's link with GET, which must not change
   * anything: it is sent to the mail's own page, which turns the mail off and says so.
   */
  @Get(apiRoutes.savedSearchUnsubscribe)
  @Public()
  @Redirect()
  openPage(@Query('token') token: unknown): { url: string; statusCode: number } {
    const value = typeof token === 'string' ? token : '';
    return { url: `${savedSearchUnsubscribePage}?token=${encodeURIComponent(value)}`, statusCode: 302 };
  }
}
