import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { practiceRequestSchema, registerRequestSchema, type PracticeRequest, type UploadedFileResponse } from '@pratiche/contracts';
import type { BuyerKind, DocumentDecision, RequestedPackage, ReviewDecision, UserStatus } from '@pratiche/domain';
import { systemContext, type RequestContext } from '../infrastructure/command-handling/request-context';
import { PurchaseAccessCommand } from '../modules/marketplace/commands/purchase-access/purchase-access.command';
import { EditPracticeCommand } from '../modules/practice/commands/edit-practice/edit-practice.command';
import { MarkPracticeSoldCommand } from '../modules/practice/commands/mark-practice-sold/mark-practice-sold.command';
import { ReviewPracticeCommand } from '../modules/practice/commands/review-practice/review-practice.command';
import { ReviewPracticeDocumentCommand } from '../modules/practice/commands/review-practice-document/review-practice-document.command';
import { SubmitPracticeCommand } from '../modules/practice/commands/submit-practice/submit-practice.command';
import { UploadPracticeDocumentsCommand, type ReceivedFile } from '../modules/practice/commands/upload-practice-documents/upload-practice-documents.command';
import { ChangeUserStatusCommand } from '../modules/user/commands/change-user-status/change-user-status.command';
import { DeclareBuyerKindCommand } from '../modules/user/commands/declare-buyer-kind/declare-buyer-kind.command';
import { RegisterUserCommand, type RegisterBody } from '../modules/user/commands/register-user/register-user.command';
import { UploadBusinessDocumentCommand } from '../modules/user/commands/upload-business-document/upload-business-document.command';
import { VerifyBuyerKindCommand } from '../modules/user/commands/verify-buyer-kind/verify-buyer-kind.command';
import { AddCreditsCommand } from '../modules/wallet/commands/add-credits/add-credits.command';
import { CompleteCheckoutCommand } from '../modules/wallet/commands/complete-checkout/complete-checkout.command';
import { StartCheckoutCommand } from '../modules/wallet/commands/start-checkout/start-checkout.command';
import { simulatedPaymentId } from '../modules/wallet/payments/simulated-payment-provider';
import { demoPdf } from './demo-pdf';

const actingAs = (actorId: number | null): RequestContext => ({ ...systemContext(), actorId });

const asStored = ({ originalName, filename }: UploadedFileResponse) => ({ originalName, filename });

/** The upload commands read files from disk, as a request's temporary files: `act` gets them written, then they go. */
const withFiles = async <T>(files: readonly { bytes: Buffer; clientName: string }[], act: (received: ReceivedFile[]) => Promise<T>): Promise<T> => {
  const folder = await mkdtemp(join(tmpdir(), 'seed-upload-'));
  try {
    const received = await Promise.all(
      files.map(async ({ bytes, clientName }, i) => {
        const path = join(folder, String(i));
        await writeFile(path, bytes, { mode: 0o600 });
        return { path, size: bytes.length, clientName };
      }),
    );
    return await act(received);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
};

/**
 * Every command the seed dispatches, through the CommandBus the HTTP controllers use, each
 * with the acting person as the event actor (as a request from that person would record it).
 */
export class SeedCommands {
  private readonly bus: CommandBus;

  constructor(app: INestApplicationContext) {
    this.bus = app.get(CommandBus);
  }

  /** The registration form: the visura uploaded anonymously, then the sign-up naming it. */
  async register(body: Omit<RegisterBody, 'businessDocument'>): Promise<number> {
    const visura = await withFiles([{ bytes: demoPdf(`Visura camerale - ${body.companyName}`), clientName: 'visura-camerale.pdf' }], ([file]) =>
      this.bus.execute(new UploadBusinessDocumentCommand(file!, undefined, undefined, actingAs(null))),
    );
    // Parsed by the route's schema, so the seed's data meets the same validation as a browser's.
    const parsed = registerRequestSchema.parse({ ...body, businessDocument: asStored(visura) });
    const { userId } = await this.bus.execute(new RegisterUserCommand(parsed, actingAs(null)));
    return userId;
  }

  setStatus(userId: number, status: UserStatus, adminId: number) {
    return this.bus.execute(new ChangeUserStatusCommand(userId, status, adminId, actingAs(adminId)));
  }

  /** `PUT /api/user/buyer-kind` (issue 27): the buyer declares what it is. */
  declareBuyerKind(userId: number, kind: BuyerKind, registerNumber: string | null) {
    return this.bus.execute(new DeclareBuyerKindCommand(userId, kind, registerNumber, actingAs(userId)));
  }

  /** The admin users tab's verification of a declared qualified kind. */
  verifyBuyerKind(userId: number, adminId: number, kind: BuyerKind, registerNumber: string | null) {
    return this.bus.execute(new VerifyBuyerKindCommand(userId, adminId, kind, registerNumber, actingAs(adminId)));
  }

  /** `POST /api/upload`: one PDF per name, for a new practice or (with `practiceId`) an edit. */
  async upload(sellerId: number, names: readonly string[], practiceId?: number) {
    const files = names.map((name) => ({ bytes: demoPdf(name.replace(/\.pdf$/, '')), clientName: name }));
    const uploaded = await withFiles(files, (received) => this.bus.execute(new UploadPracticeDocumentsCommand(received, practiceId, sellerId)));
    return uploaded.map(asStored);
  }

  submit(sellerId: number, body: PracticeRequest): Promise<number> {
    return this.bus.execute(new SubmitPracticeCommand(sellerId, practiceRequestSchema.parse(body), actingAs(sellerId)));
  }

  review(practiceId: number, decision: ReviewDecision, comment: string | null, adminId: number) {
    return this.bus.execute(new ReviewPracticeCommand(practiceId, decision, comment, adminId, actingAs(adminId)));
  }

  edit(practiceId: number, sellerId: number, body: PracticeRequest) {
    return this.bus.execute(new EditPracticeCommand(practiceId, sellerId, practiceRequestSchema.parse(body), actingAs(sellerId)));
  }

  /** Issue 28: an admin's decision on one document (a rejection says why). */
  reviewDocument(practiceId: number, filename: string, decision: DocumentDecision, reason: string | null, adminId: number) {
    return this.bus.execute(new ReviewPracticeDocumentCommand(practiceId, filename, adminId, { decision, reason }, actingAs(adminId)));
  }

  markSold(practiceId: number, sellerId: number, viaPortal: boolean) {
    return this.bus.execute(new MarkPracticeSoldCommand(practiceId, sellerId, viaPortal, actingAs(sellerId)));
  }

  addCredits(userId: number, credits: number, adminId: number, method: 'pin' | 'simulation') {
    return this.bus.execute(new AddCreditsCommand(userId, credits, adminId, method, actingAs(adminId)));
  }

  /** The simulated provider's checkout and its confirmation page, as a buyer paying a package. */
  async buyPackage(userId: number, requested: RequestedPackage) {
    const { url } = await this.bus.execute(new StartCheckoutCommand(userId, false, requested, actingAs(userId)));
    const sessionId = new URLSearchParams(url.split('?')[1]).get('session')!;
    await this.bus.execute(new CompleteCheckoutCommand(sessionId, simulatedPaymentId(sessionId), actingAs(userId)));
  }

  /** Base access when `hours` is null, else the exclusivity. */
  purchase(practiceId: number, buyerId: number, hours: number | null) {
    return this.bus.execute(new PurchaseAccessCommand(practiceId, buyerId, hours, actingAs(buyerId)));
  }
}
