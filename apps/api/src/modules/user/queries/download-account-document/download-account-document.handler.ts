import { extname } from 'node:path';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { apiMessages } from '@pratiche/contracts';
import { accountDocumentMessages, forbidden, notFound, userStreamId, type AccountDocumentAccessed } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { CommandExecutor } from '../../../../infrastructure/command-handling/command-executor';
import { downloadName } from '../../../../infrastructure/uploads/download-name';
import { isStoredName, UploadStorage } from '../../../../infrastructure/uploads/upload-storage';
import { UploadedFiles } from '../../../../infrastructure/uploads/uploaded-files';
import { UsersReader } from '../../../identity/users.reader';
import type { DocumentDownload } from '../download-business-document/download-business-document.query';
import { DownloadAccountDocumentQuery } from './download-account-document.query';

/**
 * As the visura by name (download-business-document-file): the name must have the storage's shape
 * and be a current document of an account (a replaced, erased or unknown one: 404 'Documento non
 * trovato'); its owner and admins may open it, anyone else 403. Every download appends
 * `AccountDocumentAccessed` to the owner's stream before the bytes leave (expected version 'any',
 * the original name sealed), as the visura's access log does.
 */
@QueryHandler(DownloadAccountDocumentQuery)
export class DownloadAccountDocumentHandler implements IQueryHandler<DownloadAccountDocumentQuery> {
  constructor(
    private readonly files: UploadedFiles,
    private readonly users: UsersReader,
    private readonly storage: UploadStorage,
    private readonly executor: CommandExecutor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ filename, requester, context }: DownloadAccountDocumentQuery): Promise<DocumentDownload> {
    const file = isStoredName(filename) ? await this.files.find(filename) : null;
    const owner = file?.purpose === 'account-document' && file.claimedByUser ? await this.users.byId(file.claimedByUser) : null;
    const current = owner?.tradingDocuments.find((d) => d.filename === filename);
    if (!file || !owner || !current) throw notFound(accountDocumentMessages.notFound);
    if (!requester.isAdmin && requester.id !== owner.id) throw forbidden(apiMessages.forbidden);
    const content = await this.storage.open('account-document', file.filename);
    if (!content) throw notFound(accountDocumentMessages.notFound);
    const { kind, year, expiresOn, originalName } = current;
    const accessed: AccountDocumentAccessed = {
      type: 'AccountDocumentAccessed',
      data: { userId: owner.id, kind, year, expiresOn, document: { originalName, filename }, by: requester.id, at: this.clock().toISOString() },
    };
    await this.executor.record(userStreamId(owner.id), [accessed], context);
    // The stored name carries the extension of the sniffed type.
    return { originalName: downloadName(originalName, extname(file.filename)), mimeType: file.mimeType, size: file.size, content };
  }
}
