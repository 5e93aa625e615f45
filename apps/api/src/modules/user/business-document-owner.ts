import { Injectable } from '@nestjs/common';
import { adminUserMessages } from '@pratiche/contracts';
import { notFound } from '@pratiche/domain';
import { isStoredName } from '../../infrastructure/uploads/upload-storage';
import { UploadedFiles, type UploadedFile } from '../../infrastructure/uploads/uploaded-files';
import { UsersReader, type UserView } from '../identity/users.reader';

/**
 * Finds whose visura a stored file name is: a name from a URL must have the storage's own shape
 * and be the current visura of an account, else 404 'Documento non trovato' (a replaced or
 * unclaimed upload is nobody's visura).
 */
@Injectable()
export class BusinessDocumentOwner {
  constructor(
    private readonly files: UploadedFiles,
    private readonly users: UsersReader,
  ) {}

  async find(filename: string): Promise<{ owner: UserView; file: UploadedFile }> {
    const file = isStoredName(filename) ? await this.files.find(filename) : null;
    const owner = file?.purpose === 'business-document' && file.claimedByUser ? await this.users.byId(file.claimedByUser) : null;
    if (!file || !owner || owner.businessDocument?.filename !== filename) throw notFound(adminUserMessages.documentNotFound);
    return { owner, file };
  }
}
