import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { businessDocumentMessages, userValidationMessages } from '@pratiche/contracts';
import { checkedBuyerDeclaration, conflict, validationError, type StoredDocument } from '@pratiche/domain';
import { UploadedFiles } from '../../../../infrastructure/uploads/uploaded-files';
import { ensureNotCommonPassword } from '../../credentials/common-passwords';
import { hashSecret } from '../../credentials/secret-hashing';
import { UniqueClaims, type ClaimKind } from '../../unique-claims';
import { UserRegistration } from '../../user-registration';
import { RegisterUserCommand, type RegisterBody } from './register-user.command';

/**
 * The buyer kind of the form (issue 27), checked before the password is hashed so a bad register
 * number costs no argon2 work; the decider checks it again. Only a cessionario's counts.
 */
const declaredBuyer = (body: RegisterBody) => {
  if (!body.buyerKind || !body.isCessionario) return undefined;
  return checkedBuyerDeclaration(body.buyerKind, body.registerNumber);
};

/**
 * Registers a user with the visura uploaded just before (anonymously). The upload is claimed in
 * the same transaction as the account, so one file can never serve two registrations. The name
 * stored for the document is the one recorded at upload, not the one the client sends back.
 */
@CommandHandler(RegisterUserCommand)
export class RegisterUserHandler implements ICommandHandler<RegisterUserCommand> {
  constructor(
    private readonly registration: UserRegistration,
    private readonly uploads: UploadedFiles,
    private readonly claims: UniqueClaims,
  ) {}

  async execute({ body, context }: RegisterUserCommand): Promise<{ userId: number }> {
    ensureNotCommonPassword(body.password);
    const buyer = declaredBuyer(body);
    const document = await this.availableUpload(body.businessDocument?.filename);
    await this.refuseTakenNames(body);
    const userId = await this.registration.register({
      profile: {
        username: body.username,
        companyName: body.companyName,
        vatNumber: body.vatNumber,
        legalRepName: body.legalRepName,
        phone: body.phone,
        email: body.email,
        isCedente: body.isCedente,
        isCessionario: body.isCessionario,
        isAdmin: false,
      },
      passwordHash: await hashSecret(body.password),
      businessDocument: document,
      initialStatus: 'pending',
      buyer,
      context: (id) => ({ ...context, actorId: id }),
      alsoInTransaction: async (tx, id) => {
        if (!(await this.uploads.claimAnonymous(tx, document.filename, 'business-document', id))) {
          throw validationError(businessDocumentMessages.notAvailable);
        }
      },
    });
    return { userId };
  }

  /**
   * A duplicate is refused before the password is hashed, so repeated sign-ups with taken names
   * cost no argon2 work. The claims in the transaction remain the guarantee against a race.
   */
  private async refuseTakenNames(body: RegisterBody): Promise<void> {
    const names: [ClaimKind, string, string][] = [
      ['username', body.username, userValidationMessages.usernameTaken],
      ['vat', body.vatNumber, userValidationMessages.vatTaken],
      ['email', body.email, userValidationMessages.emailTaken],
    ];
    for (const [kind, value, takenMessage] of names) {
      if (await this.claims.isClaimed(kind, value)) throw conflict(takenMessage);
    }
  }

  private async availableUpload(filename: string | undefined): Promise<StoredDocument> {
    if (!filename) throw validationError(userValidationMessages.businessDocumentRequired);
    const file = await this.uploads.find(filename);
    const usable = file?.purpose === 'business-document' && file.uploadedBy === null && file.claimedByUser === null;
    if (!usable) throw validationError(businessDocumentMessages.notAvailable);
    return { originalName: file.originalName, filename: file.filename };
  }
}
