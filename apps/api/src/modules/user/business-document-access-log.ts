import { Inject, Injectable } from '@nestjs/common';
import { userStreamId, type BusinessDocumentAccessed, type StoredDocument } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../infrastructure/clock/clock';
import { CommandExecutor } from '../../infrastructure/command-handling/command-executor';
import type { RequestContext } from '../../infrastructure/command-handling/request-context';

/**
 * The visura access log (issue 7): every download, by the owner or an admin, appends
 * `BusinessDocumentAccessed` to the owner's stream before the bytes leave. The original name is
 * personal data (sealed, user.personal-data.ts). Expected version 'any': never a conflict.
 */
@Injectable()
export class BusinessDocumentAccessLog {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async record(ownerId: number, by: number, document: StoredDocument, context: RequestContext): Promise<void> {
    const event: BusinessDocumentAccessed = {
      type: 'BusinessDocumentAccessed',
      data: { userId: ownerId, document: { originalName: document.originalName, filename: document.filename }, by, at: this.clock().toISOString() },
    };
    await this.executor.record(userStreamId(ownerId), [event], context);
  }
}
