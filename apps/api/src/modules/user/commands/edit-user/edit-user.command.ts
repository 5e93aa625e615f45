import { Command } from '@nestjs/cqrs';
import type { AdminUserEditRequest } from '@pratiche/contracts';
import type { RequestContext } from '../../../../infrastructure/command-handling/request-context';

/** Spec 2 'Modifica Utente' and the Documenti column: an admin edits an account (spec 7 `PATCH /api/admin/users/{id}`). */
export class EditUserCommand extends Command<void> {
  constructor(
    readonly userId: number,
    readonly edit: AdminUserEditRequest,
    readonly adminId: number,
    readonly context: RequestContext,
  ) {
    super();
  }
}
