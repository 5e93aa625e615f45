import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { apiMessages, type ExistsResponse } from '@pratiche/contracts';
import { Public } from '../../../../infrastructure/http/access-policy';
import { RateLimitPerIp } from '../../../../infrastructure/http/rate-limit.guard';
import { CheckDuplicateQuery } from './check-duplicate.query';

/**
 * Public by nature (the registration form asks before an account exists), so rate-limited per
 * IP: enough for a person typing (debounced 500 ms), too little to harvest the user list.
 */
@Controller()
export class CheckDuplicateController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('/api/check-username/:username')
  @Public()
  @RateLimitPerIp('duplicateCheck', apiMessages.tooManyRequests)
  username(@Param('username') username: string): Promise<ExistsResponse> {
    return this.queryBus.execute(new CheckDuplicateQuery('username', username));
  }

  @Get('/api/check-vat/:vat')
  @Public()
  @RateLimitPerIp('duplicateCheck', apiMessages.tooManyRequests)
  vat(@Param('vat') vat: string): Promise<ExistsResponse> {
    return this.queryBus.execute(new CheckDuplicateQuery('vat', vat));
  }

  @Get('/api/check-email/:email')
  @Public()
  @RateLimitPerIp('duplicateCheck', apiMessages.tooManyRequests)
  email(@Param('email') email: string): Promise<ExistsResponse> {
    return this.queryBus.execute(new CheckDuplicateQuery('email', email));
  }
}
