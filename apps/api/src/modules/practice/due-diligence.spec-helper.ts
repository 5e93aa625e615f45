import {
  documentTypes,
  goesStale,
  practiceDecider,
  practiceStreamId,
  type CreditType,
  type DocumentCategory,
  type DocumentType,
  type IncomingDocument,
  type PracticeCommand,
} from '@pratiche/domain';
import { CommandExecutor } from '../../infrastructure/command-handling/command-executor';
import { systemContext } from '../../infrastructure/command-handling/request-context';
import type { TestApp } from '../../testing/test-app';

/** The first admin (the test app's), who reviews the documents. */
export const ADMIN_ID = 1;

export type TypedFile = IncomingDocument & { category: DocumentCategory };

/** A file of `docType`, filed under its type's category, with `issuedOn` for the types that go stale. */
export const fileOf = (docType: DocumentType, issuedOn = '2026-02-15'): TypedFile => ({
  category: documentTypes[docType].category ?? 'fiscali',
  originalName: `${docType}.pdf`,
  filename: `${docType}-${Math.random().toString(16).slice(2)}.pdf`,
  docType,
  issuedOn: goesStale(docType) ? issuedOn : null,
});

/** A practice command through the one command path (CommandExecutor and the practice decider), as the controllers send it. */
export const decide = (t: TestApp, command: PracticeCommand) =>
  t.app.get(CommandExecutor).execute({ decider: practiceDecider, streamId: practiceStreamId(command.data.practiceId), command, context: systemContext() });

export type SubmitOptions = { files: TypedFile[]; at: string; type?: CreditType; amount?: number };

/** A pending practice of 2026 holding `files`, submitted by `sellerId` at `at`; returns its id. */
export const submitTyped = async (t: TestApp, sellerId: number, { files, at, type = 'SUPERBONUS_110', amount = 50_000 }: SubmitOptions) => {
  const { rows } = await t.database.query<{ id: number }>("SELECT nextval('practice_id_seq')::int AS id");
  const practiceId = rows[0]!.id;
  const documents = { societari: files.filter((f) => f.category === 'societari'), fiscali: files.filter((f) => f.category === 'fiscali') };
  const tributeCode = type === 'CREDITO_IVA' ? null : '7701';
  await decide(t, {
    type: 'SubmitPractice',
    data: { practiceId, by: sellerId, at, type, year: 2026, amount, discount: 10, isTraceable: true, tributeCode, numSites: 1, documents },
  });
  return practiceId;
};

export const reviewDocument = (t: TestApp, practiceId: number, filename: string, decision: 'approved' | 'rejected', at: string, reason?: string) =>
  decide(t, { type: 'ReviewPracticeDocument', data: { practiceId, by: ADMIN_ID, at, filename, decision, reason } });

export const approvePractice = (t: TestApp, practiceId: number, at: string) =>
  decide(t, { type: 'ReviewPractice', data: { practiceId, by: ADMIN_ID, at, decision: 'approved' } });
