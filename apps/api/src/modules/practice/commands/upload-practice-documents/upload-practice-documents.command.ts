import { Command } from '@nestjs/cqrs';
import type { UploadedFileResponse } from '@pratiche/contracts';
import type { ReceivedFile } from '../../practice-file-intake';

export type { ReceivedFile };

/**
 * Spec 7 `POST /api/upload`: a seller's documents for a practice being created or edited. The
 * files join a practice when its create or edit names them (see PracticeDocumentFiles).
 */
export class UploadPracticeDocumentsCommand extends Command<UploadedFileResponse[]> {
  constructor(
    readonly files: readonly ReceivedFile[],
    readonly practiceId: number | undefined,
    readonly sellerId: number,
  ) {
    super();
  }
}
