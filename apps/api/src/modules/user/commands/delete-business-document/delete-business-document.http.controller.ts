import { Controller, Delete, Param, Req } from '@nestjs/common';
import { adminUserMessages, type ApiMessageBody } from '@pratiche/contracts';
import type { Request } from 'express';
import { contextFromRequest } from '../../../../infrastructure/command-handling/request-context';
import { Role } from '../../../../infrastructure/http/access-policy';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { BusinessDocumentOwner } from '../../business-document-owner';
import { BusinessDocuments } from '../../business-documents';

@Controller()
export class DeleteBusinessDocumentController {
  constructor(
    private readonly owners: BusinessDocumentOwner,
    private readonly documents: BusinessDocuments,
  ) {}

  /**
   * Spec 7 `DELETE /api/business-documents/{filename}`: removes the visura from its account
   * (BusinessDocumentRemoved by the admin) and the file from storage. A name that is nobody's
   * visura is a 404, which the client treats as success.
   */
  @Delete('/api/business-documents/:filename')
  @Role('admin')
  async delete(@Param('filename') filename: string, @CurrentUser() admin: UserView, @Req() req: Request): Promise<ApiMessageBody> {
    const { owner } = await this.owners.find(filename);
    await this.documents.remove(owner.id, admin.id, contextFromRequest(req), filename);
    return { message: adminUserMessages.businessDocumentDeleted };
  }
}
