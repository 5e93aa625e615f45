import { Command } from '@nestjs/cqrs';
import type { UserStatus } from '@pratiche/domain';
import type { RequestContext } from '../../../../infrastructure/command-handling/request-context';

/** Spec 2 /admin users tab: approve, reject, block or activate an account. */
export class ChangeUserStatusCommand extends Command<void> {
  constructor(
    readonly userId: number,
    readonly status: UserStatus,
    readonly adminId: number,
    readonly context: RequestContext,
  ) {
    super();
  }
}
