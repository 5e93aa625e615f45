import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { AddPracticeDocumentHandler } from './commands/add-practice-document/add-practice-document.handler';
import { AddPracticeDocumentController } from './commands/add-practice-document/add-practice-document.http.controller';
import { DeletePracticeHandler } from './commands/delete-practice/delete-practice.handler';
import { DeletePracticeController } from './commands/delete-practice/delete-practice.http.controller';
import { DeletePracticeDocumentHandler } from './commands/delete-practice-document/delete-practice-document.handler';
import { DeletePracticeDocumentController } from './commands/delete-practice-document/delete-practice-document.http.controller';
import { EditPracticeHandler } from './commands/edit-practice/edit-practice.handler';
import { EditPracticeController } from './commands/edit-practice/edit-practice.http.controller';
import { MarkPracticeSoldHandler } from './commands/mark-practice-sold/mark-practice-sold.handler';
import { MarkPracticeSoldController } from './commands/mark-practice-sold/mark-practice-sold.http.controller';
import { ReconfirmCreditHandler } from './commands/reconfirm-credit/reconfirm-credit.handler';
import { ReconfirmCreditController } from './commands/reconfirm-credit/reconfirm-credit.http.controller';
import { ReplacePracticeDocumentHandler } from './commands/replace-practice-document/replace-practice-document.handler';
import { ReplacePracticeDocumentController } from './commands/replace-practice-document/replace-practice-document.http.controller';
import { ReviewPracticeHandler } from './commands/review-practice/review-practice.handler';
import { ReviewPracticeController } from './commands/review-practice/review-practice.http.controller';
import { ReviewPracticeDocumentHandler } from './commands/review-practice-document/review-practice-document.handler';
import { ReviewPracticeDocumentController } from './commands/review-practice-document/review-practice-document.http.controller';
import { SubmitPracticeHandler } from './commands/submit-practice/submit-practice.handler';
import { SubmitPracticeController } from './commands/submit-practice/submit-practice.http.controller';
import { TypePracticeDocumentHandler } from './commands/type-practice-document/type-practice-document.handler';
import { TypePracticeDocumentController } from './commands/type-practice-document/type-practice-document.http.controller';
import { UploadPracticeDocumentsHandler } from './commands/upload-practice-documents/upload-practice-documents.handler';
import { UploadPracticeDocumentsController } from './commands/upload-practice-documents/upload-practice-documents.http.controller';
import { DocumentDelivery } from './document-delivery/document-delivery';
import { PdfWorkers } from './document-delivery/pdf-workers';
import { PracticeAccessLog } from './practice-access-log';
import { PracticeAccessReader } from './practice-access.reader';
import { PracticeDocumentFiles } from './practice-document-files';
import { PracticeFileIntake } from './practice-file-intake';
import { PracticeIds } from './practice-ids';
import { PracticeLogReader } from './practice-log.reader';
import { PracticeRequestWriter } from './practice-request-writer';
import { PracticesReader } from './practices.reader';
import { DownloadDueDiligencePackHandler } from './queries/download-due-diligence-pack/download-due-diligence-pack.handler';
import { DownloadDueDiligencePackController } from './queries/download-due-diligence-pack/download-due-diligence-pack.http.controller';
import { DownloadPracticeDocumentHandler } from './queries/download-practice-document/download-practice-document.handler';
import { DownloadPracticeDocumentController } from './queries/download-practice-document/download-practice-document.http.controller';
import { DownloadPracticeDocumentsHandler } from './queries/download-practice-documents/download-practice-documents.handler';
import { DownloadPracticeDocumentsController } from './queries/download-practice-documents/download-practice-documents.http.controller';
import { GetPracticeHandler } from './queries/get-practice/get-practice.handler';
import { GetPracticeController } from './queries/get-practice/get-practice.http.controller';
import { GetPracticeTimelineHandler } from './queries/get-practice-timeline/get-practice-timeline.handler';
import { GetPracticeTimelineController } from './queries/get-practice-timeline/get-practice-timeline.http.controller';
import { GetReviewSignalsHandler } from './queries/get-review-signals/get-review-signals.handler';
import { GetReviewSignalsController } from './queries/get-review-signals/get-review-signals.http.controller';
import { ReviewSignalsReader } from './queries/get-review-signals/review-signals.reader';
import { ListPracticesHandler } from './queries/list-practices/list-practices.handler';
import { ListPracticesController } from './queries/list-practices/list-practices.http.controller';

/** Practices: the seller's lifecycle, the admin review, and their documents. */
@Module({
  imports: [IdentityModule],
  controllers: [
    // Static paths before parameterised ones, so '/api/practices/:id' never shadows them.
    ListPracticesController,
    SubmitPracticeController,
    UploadPracticeDocumentsController,
    DownloadPracticeDocumentController,
    DownloadPracticeDocumentsController,
    DownloadDueDiligencePackController,
    MarkPracticeSoldController,
    DeletePracticeDocumentController,
    TypePracticeDocumentController,
    ReplacePracticeDocumentController,
    ReviewPracticeDocumentController,
    ReconfirmCreditController,
    AddPracticeDocumentController,
    GetPracticeTimelineController,
    GetPracticeController,
    EditPracticeController,
    ReviewPracticeController,
    GetReviewSignalsController,
    DeletePracticeController,
  ],
  providers: [
    PracticesReader,
    PracticeAccessReader,
    PracticeIds,
    PracticeDocumentFiles,
    PracticeFileIntake,
    PracticeRequestWriter,
    PracticeAccessLog,
    DocumentDelivery,
    PdfWorkers,
    SubmitPracticeHandler,
    EditPracticeHandler,
    ReviewPracticeHandler,
    MarkPracticeSoldHandler,
    DeletePracticeHandler,
    DeletePracticeDocumentHandler,
    TypePracticeDocumentHandler,
    ReplacePracticeDocumentHandler,
    ReviewPracticeDocumentHandler,
    ReconfirmCreditHandler,
    AddPracticeDocumentHandler,
    UploadPracticeDocumentsHandler,
    ListPracticesHandler,
    GetPracticeHandler,
    GetPracticeTimelineHandler,
    PracticeLogReader,
    GetReviewSignalsHandler,
    ReviewSignalsReader,
    DownloadPracticeDocumentHandler,
    DownloadPracticeDocumentsHandler,
    DownloadDueDiligencePackHandler,
  ],
  exports: [PracticeAccessReader],
})
export class PracticeModule {}
