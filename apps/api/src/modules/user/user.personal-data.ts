import type { UserEvent } from '@pratiche/domain';
import { definePersonalData, personSubject } from '../../infrastructure/personal-data/personal-data.declaration';

const profileFields = ['username', 'companyName', 'vatNumber', 'legalRepName', 'phone', 'email'] as const;

/**
 * The personal data inside user events, sealed with the user's own key (ARCHITECTURE.md
 * section 3, crypto-shredding). A new event type carrying names, contacts or free text gets its
 * line here; flags, ids, statuses and stored file names are facts, not personal data.
 */
export const userPersonalData = definePersonalData<UserEvent>({
  UserRegistered: { subject: (d) => personSubject(d.userId), fields: [...profileFields, 'businessDocument.originalName'] },
  BusinessDocumentAttached: { subject: (d) => personSubject(d.userId), fields: ['document.originalName'] },
  BusinessDocumentAccessed: { subject: (d) => personSubject(d.userId), fields: ['document.originalName'] },
  UserEditedByAdmin: { subject: (d) => personSubject(d.userId), fields: profileFields.map((f) => `changes.${f}`) },
  DataChangeRequested: { subject: (d) => personSubject(d.userId), fields: ['fieldsToChange.*', 'reason'] },
  // Issue 46: a sole trader's codice fiscale and the beneficial owner name people; the PEC and office may too.
  // Issue 46: the account's typed documents: the uploader's file name, as the visura's (year and expiry are facts).
  AccountDocumentAttached: { subject: (d) => personSubject(d.userId), fields: ['document.originalName'] },
  AccountDocumentAccessed: { subject: (d) => personSubject(d.userId), fields: ['document.originalName'] },
  TradingProfileDeclared: { subject: (d) => personSubject(d.userId), fields: ['codiceFiscale', 'pec', 'registeredOffice', 'beneficialOwner'] },
});
