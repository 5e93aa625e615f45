import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AdminUserEditRequest } from '@pratiche/contracts';
import { userDecider, userStreamId, type UserEvent, type UserProfile } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { CommandExecutor } from '../../../../infrastructure/command-handling/command-executor';
import { UsersReader } from '../../../identity/users.reader';
import { BusinessDocuments } from '../../business-documents';
import { LastActiveAdmin } from '../../last-active-admin';
import { UniqueClaims } from '../../unique-claims';
import { EditUserCommand } from './edit-user.command';

const profileKeys = ['username', 'companyName', 'vatNumber', 'legalRepName', 'phone', 'email', 'isCedente', 'isCessionario', 'isAdmin'] as const;

const profileChanges = (edit: AdminUserEditRequest): Partial<UserProfile> =>
  Object.fromEntries(profileKeys.filter((key) => edit[key] !== undefined).map((key) => [key, edit[key]]));

/**
 * The profile first: the changed username, VAT number and e-mail take their claims (registration's
 * canonical forms) and the last-active-admin check runs, all in the append transaction. Then the
 * visura, in its own transaction: an upload to attach, or null to remove it.
 */
@CommandHandler(EditUserCommand)
export class EditUserHandler implements ICommandHandler<EditUserCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly claims: UniqueClaims,
    private readonly lastActiveAdmin: LastActiveAdmin,
    private readonly documents: BusinessDocuments,
    private readonly users: UsersReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, edit, adminId, context }: EditUserCommand): Promise<void> {
    const streamId = userStreamId(userId);
    await this.executor.execute({
      decider: userDecider,
      streamId,
      command: { type: 'EditUserByAdmin', data: { userId, at: this.clock().toISOString(), changes: profileChanges(edit), by: adminId } },
      context,
      alsoInTransaction: async (tx, events: readonly UserEvent[]) => {
        await this.lastActiveAdmin.check(tx, userId, events);
        for (const event of events) if (event.type === 'UserEditedByAdmin') await this.claims.reclaimChanged(tx, streamId, event.data.changes);
      },
    });
    if (edit.businessDocument !== undefined) await this.editDocument(userId, edit.businessDocument, adminId, context);
  }

  /** Attaching the visura the account already has, or removing none, changes nothing. */
  private async editDocument(userId: number, document: AdminUserEditRequest['businessDocument'], adminId: number, context: EditUserCommand['context']) {
    const current = (await this.users.byId(userId))?.businessDocument ?? null;
    if (document === null) {
      if (current) await this.documents.remove(userId, adminId, context);
    } else if (document && document.filename !== current?.filename) {
      await this.documents.attach(userId, document.filename, adminId, context);
    }
  }
}
