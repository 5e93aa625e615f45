import { applyDecorators, HttpCode, UseInterceptors } from '@nestjs/common';
import { businessDocumentMessages, practiceUploadLimits, practiceUploadMessages } from '@pratiche/contracts';
import { Role } from '../../infrastructure/http/access-policy';
import { RateLimitPerIp } from '../../infrastructure/http/rate-limit.guard';
import { FileUpload } from '../../infrastructure/uploads/file-upload.interceptor';

/**
 * A seller's route that takes one practice file in `field` beside its form fields (the
 * reconfirmation's extract, a document added from the checklist): active sellers only, counted by
 * the per-user upload limiter before multer reads a byte, 5 MB, `tooMany` when a second file comes.
 */
export const SellerFileUpload = (field: string, tooMany: string) =>
  applyDecorators(
    HttpCode(200),
    Role('cedente'),
    RateLimitPerIp('anonymousUpload', businessDocumentMessages.tooManyUploads, { anonymousOnly: true, perUser: 'userUpload' }),
    UseInterceptors(
      FileUpload({ field, maxBytes: practiceUploadLimits.maxBytes, maxFiles: 1, messages: { tooLarge: practiceUploadMessages.tooLarge, tooMany } }),
    ),
  );
