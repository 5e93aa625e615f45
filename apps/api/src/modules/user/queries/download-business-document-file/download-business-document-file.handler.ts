import { extname } from 'node:path';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { adminUserMessages, apiMessages } from '@pratiche/contracts';
import { forbidden, notFound } from '@pratiche/domain';
import { downloadName } from '../../../../infrastructure/uploads/download-name';
import { UploadStorage } from '../../../../infrastructure/uploads/upload-storage';
import { BusinessDocumentAccessLog } from '../../business-document-access-log';
import { BusinessDocumentOwner } from '../../business-document-owner';
import type { DocumentDownload } from '../download-business-document/download-business-document.query';
import { DownloadBusinessDocumentFileQuery } from './download-business-document-file.query';

/** Admins may open any account's visura; anyone else only their own (403 otherwise). */
@QueryHandler(DownloadBusinessDocumentFileQuery)
export class DownloadBusinessDocumentFileHandler implements IQueryHandler<DownloadBusinessDocumentFileQuery> {
  constructor(
    private readonly owners: BusinessDocumentOwner,
    private readonly storage: UploadStorage,
    private readonly accessLog: BusinessDocumentAccessLog,
  ) {}

  async execute({ filename, requester, context }: DownloadBusinessDocumentFileQuery): Promise<DocumentDownload> {
    const { owner, file } = await this.owners.find(filename);
    if (!requester.isAdmin && requester.id !== owner.id) throw forbidden(apiMessages.forbidden);
    const content = await this.storage.open('business-document', file.filename);
    if (!content) throw notFound(adminUserMessages.documentNotFound);
    await this.accessLog.record(owner.id, requester.id, owner.businessDocument!, context);
    return { originalName: downloadName(owner.businessDocument!.originalName, extname(file.filename)), mimeType: file.mimeType, size: file.size, content };
  }
}
