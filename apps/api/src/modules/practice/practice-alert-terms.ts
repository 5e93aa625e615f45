import { alertTermsLine, dueDiligenceOf, sixBisComplete, type PracticeRata } from '@pratiche/domain';
import type { SqlExecutor } from '../../infrastructure/database/database';
import { dueDiligenceInputOf, type DueDiligenceRow } from './due-diligence-view';

type AlertRow = Omit<DueDiligenceRow, 'last_confirmed_at' | 'last_declaration' | 'status' | 'sale_status'> & {
  id: number;
  discount: string;
  rate: PracticeRata[];
  ceded_rate: string[];
};

/**
 * The terms line of each of `practiceIds` that alert mails carry (issue 46; `alertTermsLine`), read
 * from `practices_view` at `now`, by practice id; a practice gone since has none.
 */
export const alertTermsOf = async (db: SqlExecutor, practiceIds: readonly number[], now: Date): Promise<Map<number, string>> => {
  if (practiceIds.length === 0) return new Map();
  const { rows } = await db.query<AlertRow>(
    `SELECT p.id, p.type, p.amount, p.discount, p.rate, p.ceded_rate, p.documents, p.document_reviews, p.due_diligence_facts
       FROM practices_view p WHERE p.id = ANY($1::int[])`,
    [practiceIds],
  );
  const at = now.toISOString();
  return new Map(
    rows.map((r) => {
      const practice = { type: r.type, amount: Number(r.amount), discount: Number(r.discount), rate: r.rate, cededRate: r.ceded_rate };
      return [r.id, alertTermsLine({ ...practice, sixBisComplete: sixBisComplete(dueDiligenceOf(dueDiligenceInputOf(r), at)) }, at)];
    }),
  );
};
