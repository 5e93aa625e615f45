import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { PracticeDocumentsAccessed, StoredDocument } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../infrastructure/clock/clock';
import { CommandExecutor } from '../../infrastructure/command-handling/command-executor';
import type { RequestContext } from '../../infrastructure/command-handling/request-context';

/**
 * Each access its own stream: appended to the practice's stream, parallel downloads raced for
 * its next version (500s) and moved it under purchases in flight (409s). The admin's history of
 * the practice finds these streams by the event's `practiceId` (AuditLogReader.practiceHistory).
 */
export const practiceAccessStreamId = (practiceId: number) => `practiceAccess-${practiceId}-${randomUUID()}`;

/**
 * The document access log of a practice (issue 7): every download by anyone (one document,
 * the zip, the due-diligence pack of issue 28) appends `PracticeDocumentsAccessed` before the
 * file is opened, so a download the client aborts is still on record. A fresh stream per
 * access: it never conflicts with anything.
 */
@Injectable()
export class PracticeAccessLog {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** `practice.userId` is the owner, whose key seals the document names (practice.personal-data.ts). */
  async record(
    practice: { id: number; userId: number },
    by: number,
    what: PracticeDocumentsAccessed['data']['what'],
    documents: StoredDocument[],
    context: RequestContext,
  ): Promise<void> {
    const event: PracticeDocumentsAccessed = {
      type: 'PracticeDocumentsAccessed',
      data: {
        practiceId: practice.id,
        by,
        at: this.clock().toISOString(),
        userId: practice.userId,
        what,
        documents: documents.map(({ originalName, filename }) => ({ originalName, filename })),
      },
    };
    await this.executor.record(practiceAccessStreamId(practice.id), [event], context);
  }
}
