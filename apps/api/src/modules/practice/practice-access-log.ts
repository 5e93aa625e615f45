import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { AccessedDocument, PracticeDocumentsAccessed, StoredDocument } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../infrastructure/clock/clock';
import { CommandExecutor } from '../../infrastructure/command-handling/command-executor';
import type { RequestContext } from '../../infrastructure/command-handling/request-context';
import type { DeliveredFile } from './document-delivery/document-delivery';

/**
 * Each access its own stream: appended to the practice's stream, parallel downloads raced for
 * its next version (500s) and moved it under purchases in flight (409s). The admin's history of
 * the practice finds these streams by the event's `practiceId` (AuditLogReader.practiceHistory).
 */
export const practiceAccessStreamId = (practiceId: number) => `practiceAccess-${practiceId}-${randomUUID()}`;

/** The documents a download delivered, in the order given, each with the SHA-256 of the bytes sent (issue 30). */
export const accessedDocuments = (documents: readonly StoredDocument[], delivered: ReadonlyMap<string, DeliveredFile>): AccessedDocument[] =>
  documents.flatMap(({ originalName, filename }) => {
    const file = delivered.get(filename);
    return file ? [{ originalName, filename, sha256: file.sha256, watermarked: file.watermarked }] : [];
  });

/**
 * The document access log of a practice (issue 7): every download by anyone (one document,
 * the zip, the due-diligence pack of issue 28) appends `PracticeDocumentsAccessed` once its
 * files are ready (a buyer's PDFs watermarked, issue 30) and before the first byte is sent, so
 * the log holds the SHA-256 of what leaves, a download the client aborts is still on record, and
 * a failed append sends nothing. A fresh stream per access: it never conflicts with anything.
 */
@Injectable()
export class PracticeAccessLog {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** `practice.userId` is the owner, whose key seals the document names (practice.personal-data.ts); `at` is the time a watermark names. */
  async record(
    practice: { id: number; userId: number },
    by: number,
    what: PracticeDocumentsAccessed['data']['what'],
    documents: AccessedDocument[],
    context: RequestContext,
    at: Date = this.clock(),
  ): Promise<void> {
    const event: PracticeDocumentsAccessed = {
      type: 'PracticeDocumentsAccessed',
      data: {
        practiceId: practice.id,
        by,
        at: at.toISOString(),
        userId: practice.userId,
        what,
        documents,
      },
    };
    await this.executor.record(practiceAccessStreamId(practice.id), [event], context);
  }
}
