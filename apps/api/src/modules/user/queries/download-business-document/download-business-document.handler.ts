import { extname } from 'node:path';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { notFound, userMessages } from '@pratiche/domain';
import { downloadName } from '../../../../infrastructure/uploads/download-name';
import { UploadStorage } from '../../../../infrastructure/uploads/upload-storage';
import { UploadedFiles } from '../../../../infrastructure/uploads/uploaded-files';
import { BusinessDocumentAccessLog } from '../../business-document-access-log';
import { DownloadBusinessDocumentQuery, type DocumentDownload } from './download-business-document.query';

/**
 * Serves only the document recorded on the requester's own account: the file name comes from
 * the user's events, never from the request, so nobody can ask for another user's file here.
 */
@QueryHandler(DownloadBusinessDocumentQuery)
export class DownloadBusinessDocumentHandler implements IQueryHandler<DownloadBusinessDocumentQuery> {
  constructor(
    private readonly files: UploadedFiles,
    private readonly storage: UploadStorage,
    private readonly accessLog: BusinessDocumentAccessLog,
  ) {}

  async execute({ user, context }: DownloadBusinessDocumentQuery): Promise<DocumentDownload> {
    const document = user.businessDocument;
    const file = document ? await this.files.find(document.filename) : null;
    const content = file ? await this.storage.open('business-document', file.filename) : null;
    if (!document || !file || !content) throw notFound(userMessages.noBusinessDocument);
    await this.accessLog.record(user.id, user.id, document, context);
    // The stored name carries the extension of the sniffed type (UploadStorage.save).
    return { originalName: downloadName(document.originalName, extname(file.filename)), mimeType: file.mimeType, size: file.size, content };
  }
}
