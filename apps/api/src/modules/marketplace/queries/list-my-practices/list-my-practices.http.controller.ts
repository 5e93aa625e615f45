import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { apiRoutes, type MyPractice } from '@pratiche/contracts';
import { Role } from '../../../../infrastructure/http/access-policy';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { marketplaceCaller } from '../../marketplace-caller';
import { ListMyPracticesQuery } from './list-my-practices.query';

@Controller()
export class ListMyPracticesController {
  constructor(private readonly queryBus: QueryBus) {}

  /** The caller's purchases with accessType and exclusivityEndDate (spec 2 /marketplace/my-practices). */
  @Get(apiRoutes.marketplaceMyPractices)
  @Role('cessionario')
  list(@CurrentUser() buyer: UserView): Promise<MyPractice[]> {
    return this.queryBus.execute(new ListMyPracticesQuery(marketplaceCaller(buyer)));
  }
}
