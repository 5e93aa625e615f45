import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { PracticeModule } from '../practice/practice.module';
import { BusinessDocumentAccessLog } from './business-document-access-log';
import { BusinessDocumentOwner } from './business-document-owner';
import { BusinessDocuments } from './business-documents';
import { BootstrapAdmin } from './commands/bootstrap-admin/bootstrap-admin.service';
import { ChangePasswordHandler } from './commands/change-password/change-password.handler';
import { ChangePasswordController } from './commands/change-password/change-password.http.controller';
import { ChangeUserStatusHandler } from './commands/change-user-status/change-user-status.handler';
import { ChangeUserStatusController } from './commands/change-user-status/change-user-status.http.controller';
import { ConfirmPasswordResetHandler } from './commands/confirm-password-reset/confirm-password-reset.handler';
import { ConfirmPasswordResetController } from './commands/confirm-password-reset/confirm-password-reset.http.controller';
import { DeclareBuyerKindHandler } from './commands/declare-buyer-kind/declare-buyer-kind.handler';
import { DeclareBuyerKindController } from './commands/declare-buyer-kind/declare-buyer-kind.http.controller';
import { DeclareOffsetCapacityHandler } from './commands/declare-offset-capacity/declare-offset-capacity.handler';
import { DeclareOffsetCapacityController } from './commands/declare-offset-capacity/declare-offset-capacity.http.controller';
import { DeclareTradingProfileHandler } from './commands/declare-trading-profile/declare-trading-profile.handler';
import { DeclareTradingProfileController } from './commands/declare-trading-profile/declare-trading-profile.http.controller';
import { DeleteBusinessDocumentController } from './commands/delete-business-document/delete-business-document.http.controller';
import { DeleteUserController } from './commands/delete-user/delete-user.http.controller';
import { DisableTwoFactorHandler } from './commands/disable-two-factor/disable-two-factor.handler';
import { DisableTwoFactorController } from './commands/disable-two-factor/disable-two-factor.http.controller';
import { EditUserHandler } from './commands/edit-user/edit-user.handler';
import { EditUserController } from './commands/edit-user/edit-user.http.controller';
import { EnableTwoFactorHandler } from './commands/enable-two-factor/enable-two-factor.handler';
import { EnableTwoFactorController } from './commands/enable-two-factor/enable-two-factor.http.controller';
import { UserErasure } from './commands/erase-user/erase-user.service';
import { MarkDataChangeRequestDoneHandler } from './commands/mark-data-change-request-done/mark-data-change-request-done.handler';
import { MarkDataChangeRequestDoneController } from './commands/mark-data-change-request-done/mark-data-change-request-done.http.controller';
import { RegisterUserHandler } from './commands/register-user/register-user.handler';
import { RegisterUserController } from './commands/register-user/register-user.http.controller';
import { RequestDataChangeHandler } from './commands/request-data-change/request-data-change.handler';
import { RequestDataChangeController } from './commands/request-data-change/request-data-change.http.controller';
import { RequestPasswordResetHandler } from './commands/request-password-reset/request-password-reset.handler';
import { RequestPasswordResetController } from './commands/request-password-reset/request-password-reset.http.controller';
import { ResetTwoFactorHandler } from './commands/reset-two-factor/reset-two-factor.handler';
import { ResetTwoFactorController } from './commands/reset-two-factor/reset-two-factor.http.controller';
import { SetUpTwoFactorController } from './commands/set-up-two-factor/set-up-two-factor.http.controller';
import { LocalStrategy } from './commands/sign-in/local.strategy';
import { SignInGuard } from './commands/sign-in/sign-in.guard';
import { SignInController } from './commands/sign-in/sign-in.http.controller';
import { SignInTwoFactorController } from './commands/sign-in-two-factor/sign-in-two-factor.http.controller';
import { SignOutController } from './commands/sign-out/sign-out.http.controller';
import { UploadAccountDocumentHandler } from './commands/upload-account-document/upload-account-document.handler';
import { UploadAccountDocumentController } from './commands/upload-account-document/upload-account-document.http.controller';
import { UploadBusinessDocumentHandler } from './commands/upload-business-document/upload-business-document.handler';
import { UploadBusinessDocumentController } from './commands/upload-business-document/upload-business-document.http.controller';
import { VerifyBuyerKindHandler } from './commands/verify-buyer-kind/verify-buyer-kind.handler';
import { VerifyBuyerKindController } from './commands/verify-buyer-kind/verify-buyer-kind.http.controller';
import { AdminPin } from './credentials/admin-pin';
import { Credentials } from './credentials/credentials';
import { CurrentPassword } from './credentials/current-password';
import { PasswordGuesses } from './credentials/password-guesses';
import { ResetTokens } from './credentials/reset-tokens';
import { LastActiveAdmin } from './last-active-admin';
import { CheckDuplicateHandler } from './queries/check-duplicate/check-duplicate.handler';
import { CheckDuplicateController } from './queries/check-duplicate/check-duplicate.http.controller';
import { DownloadAccountDocumentHandler } from './queries/download-account-document/download-account-document.handler';
import { DownloadAccountDocumentController } from './queries/download-account-document/download-account-document.http.controller';
import { DownloadBusinessDocumentHandler } from './queries/download-business-document/download-business-document.handler';
import { DownloadBusinessDocumentController } from './queries/download-business-document/download-business-document.http.controller';
import { DownloadBusinessDocumentFileHandler } from './queries/download-business-document-file/download-business-document-file.handler';
import { DownloadBusinessDocumentFileController } from './queries/download-business-document-file/download-business-document-file.http.controller';
import { GetAppConfigController } from './queries/get-app-config/get-app-config.http.controller';
import { GetCurrentUserController } from './queries/get-current-user/get-current-user.http.controller';
import { GetTwoFactorStatusController } from './queries/get-two-factor-status/get-two-factor-status.http.controller';
import { GetUserByIdHandler } from './queries/get-user-by-id/get-user-by-id.handler';
import { GetUserByIdController } from './queries/get-user-by-id/get-user-by-id.http.controller';
import { DataChangeRequestsReader } from './queries/list-data-change-requests/data-change-requests.reader';
import { ListDataChangeRequestsHandler } from './queries/list-data-change-requests/list-data-change-requests.handler';
import { ListDataChangeRequestsController } from './queries/list-data-change-requests/list-data-change-requests.http.controller';
import { AdminUsersReader } from './queries/list-users/admin-users.reader';
import { ListUsersHandler } from './queries/list-users/list-users.handler';
import { ListUsersController } from './queries/list-users/list-users.http.controller';
import { SecondFactorTries } from './two-factor/second-factor-tries';
import { totpSecretKeyProvider } from './two-factor/totp-secret-key';
import { TwoFactorSecrets } from './two-factor/two-factor-secrets';
import { UniqueClaims } from './unique-claims';
import { UserLookup } from './user-lookup';
import { UserRegistration } from './user-registration';

/** Accounts: sign-up, sessions, passwords, the visura, and the admin's users management. */
@Module({
  imports: [IdentityModule, PracticeModule],
  controllers: [
    RegisterUserController,
    SignInController,
    SignOutController,
    GetCurrentUserController,
    CheckDuplicateController,
    UploadBusinessDocumentController,
    RequestPasswordResetController,
    ConfirmPasswordResetController,
    ChangePasswordController,
    RequestDataChangeController,
    ListDataChangeRequestsController,
    MarkDataChangeRequestDoneController,
    DownloadBusinessDocumentController,
    GetUserByIdController,
    ChangeUserStatusController,
    ListUsersController,
    EditUserController,
    DeleteUserController,
    DownloadBusinessDocumentFileController,
    DeleteBusinessDocumentController,
    GetAppConfigController,
    DeclareBuyerKindController,
    DeclareTradingProfileController,
    // Issue 46: the account's typed documents.
    UploadAccountDocumentController,
    DownloadAccountDocumentController,
    DeclareOffsetCapacityController,
    VerifyBuyerKindController,
    // Issue 31: two-factor sign-in.
    SignInTwoFactorController,
    GetTwoFactorStatusController,
    SetUpTwoFactorController,
    EnableTwoFactorController,
    DisableTwoFactorController,
    ResetTwoFactorController,
  ],
  providers: [
    UserLookup,
    UniqueClaims,
    Credentials,
    ResetTokens,
    AdminPin,
    UserRegistration,
    LocalStrategy,
    SignInGuard,
    BootstrapAdmin,
    PasswordGuesses,
    UserErasure,
    LastActiveAdmin,
    BusinessDocuments,
    BusinessDocumentOwner,
    AdminUsersReader,
    BusinessDocumentAccessLog,
    RegisterUserHandler,
    UploadBusinessDocumentHandler,
    RequestPasswordResetHandler,
    ConfirmPasswordResetHandler,
    ChangePasswordHandler,
    RequestDataChangeHandler,
    DataChangeRequestsReader,
    ListDataChangeRequestsHandler,
    MarkDataChangeRequestDoneHandler,
    ChangeUserStatusHandler,
    EditUserHandler,
    CheckDuplicateHandler,
    GetUserByIdHandler,
    DownloadBusinessDocumentHandler,
    ListUsersHandler,
    DownloadBusinessDocumentFileHandler,
    DeclareBuyerKindHandler,
    DeclareTradingProfileHandler,
    UploadAccountDocumentHandler,
    DownloadAccountDocumentHandler,
    DeclareOffsetCapacityHandler,
    VerifyBuyerKindHandler,
    TwoFactorSecrets,
    SecondFactorTries,
    CurrentPassword,
    totpSecretKeyProvider,
    EnableTwoFactorHandler,
    DisableTwoFactorHandler,
    ResetTwoFactorHandler,
  ],
  exports: [AdminPin, UserErasure],
})
export class UserModule {}
