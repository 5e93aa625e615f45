import { Inject, Injectable } from '@nestjs/common';
import {
  documentTypes,
  type ClosingDraftInput,
  type CreditType,
  type DocumentFingerprint,
  type DraftParty,
  type HandedDocument,
  type OfferStatus,
  type PracticeDocuments,
  type PracticeRata,
} from '@pratiche/domain';
import type { Database } from '../../../../infrastructure/database/database';
import { DATABASE } from '../../../../infrastructure/database/database.tokens';

type PartyColumns<P extends string> = Record<
  `${P}_company_name` | `${P}_vat_number` | `${P}_legal_rep_name` | `${P}_pec` | `${P}_codice_fiscale`,
  string | null
>;

type DraftRow = PartyColumns<'seller'> &
  PartyColumns<'buyer'> & {
    id: number;
    status: OfferStatus;
    buyer_id: number;
    seller_id: number;
    amount: string | number;
    rate: string[];
    decided_at: Date | string | null;
    protocol: string | null;
    practice_id: number;
    type: CreditType;
    year: number;
    practice_amount: string | number;
    tribute_code: string | null;
    practice_rate: PracticeRata[];
    fingerprints: DocumentFingerprint[];
    practice_documents: PracticeDocuments;
    correntista_of: number | null;
    correntista_bank_name: string | null;
  };

/** An offer's parties and, once it is accepted, what its drafts say. */
export type OfferDraftSource = { buyerId: number; sellerId: number; draft: ClosingDraftInput | null };

const partyColumns = (prefix: string, alias: string) =>
  `${alias}.company_name AS ${prefix}_company_name, ${alias}.vat_number AS ${prefix}_vat_number, ${alias}.legal_rep_name AS ${prefix}_legal_rep_name,
   ${alias}.trading_profile ->> 'pec' AS ${prefix}_pec, ${alias}.trading_profile ->> 'codiceFiscale' AS ${prefix}_codice_fiscale`;

/** The PEC and codice fiscale come from the party's data for trading (issue 46); until given, the drafts leave them to the parties. */
const partyOf = (r: DraftRow, prefix: 'seller' | 'buyer'): DraftParty => ({
  companyName: r[`${prefix}_company_name`],
  vatNumber: r[`${prefix}_vat_number`],
  legalRepName: r[`${prefix}_legal_rep_name`],
  pec: r[`${prefix}_pec`],
  codiceFiscale: r[`${prefix}_codice_fiscale`],
});

/** The offer's fingerprints named as the practice names its documents (a file since removed keeps its stored name). */
const handedDocuments = (fingerprints: readonly DocumentFingerprint[], documents: PracticeDocuments): HandedDocument[] => {
  const byFile = new Map([...documents.societari, ...documents.fiscali].map((d) => [d.filename, d]));
  return fingerprints.map(({ filename, sha256 }) => {
    const document = byFile.get(filename);
    return { name: document?.originalName ?? filename, type: document ? (documentTypes[document.docType]?.label ?? null) : null, sha256 };
  });
};

const draftInput = (r: DraftRow, acceptedAt: string): ClosingDraftInput => ({
  seller: partyOf(r, 'seller'),
  buyer: partyOf(r, 'buyer'),
  practice: {
    practiceId: r.practice_id,
    type: r.type,
    year: r.year,
    amount: Number(r.practice_amount),
    tributeCode: r.tribute_code,
    rate: r.practice_rate,
  },
  offer: { offerId: r.id, amount: Number(r.amount), rate: r.rate, acceptedAt },
  protocol: r.protocol,
  documents: handedDocuments(r.fingerprints, r.practice_documents),
  // The offer's decider admitted only the seller or the capogruppo its chain names (rata-eligibility.ts).
  correntista: r.correntista_of === null ? null : { bank: r.correntista_of === r.seller_id ? 'cedente' : 'capogruppo', bankName: r.correntista_bank_name },
});

const SELECT_DRAFT = `SELECT o.id, o.status, o.buyer_id, o.seller_id, o.amount, o.rate, o.decided_at, c.protocol, o.documents AS fingerprints,
    o.correntista_of, cb.company_name AS correntista_bank_name,
    p.id AS practice_id, p.type, p.year, p.amount AS practice_amount, p.tribute_code, p.rate AS practice_rate, p.documents AS practice_documents,
    ${partyColumns('seller', 's')}, ${partyColumns('buyer', 'b')}
  FROM offers_view o
  JOIN practices_view p ON p.id = o.practice_id
  LEFT JOIN closings_view c ON c.offer_id = o.id
  LEFT JOIN users_view s ON s.id = o.seller_id
  LEFT JOIN users_view b ON b.id = o.buyer_id
  LEFT JOIN users_view cb ON cb.id = o.correntista_of
  WHERE o.id = $1`;

/**
 * Reads an offer for its drafts: the offer (`offers_view`), the protocol of its closing
 * (`closings_view`), the credit (`practices_view`), both parties' company data (`users_view`,
 * where personal data is already opened, as the marketplace shows a seller to its buyers) and the
 * name of the bank a correntista buyer declared.
 */
@Injectable()
export class OfferDraftReader {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async byOffer(offerId: number): Promise<OfferDraftSource | null> {
    const { rows } = await this.db.query<DraftRow>(SELECT_DRAFT, [offerId]);
    const r = rows[0];
    if (!r) return null;
    // An accepted offer carries its acceptance's time in decided_at.
    const acceptedAt = r.status === 'accepted' && r.decided_at !== null ? new Date(r.decided_at).toISOString() : null;
    return { buyerId: r.buyer_id, sellerId: r.seller_id, draft: acceptedAt === null ? null : draftInput(r, acceptedAt) };
  }
}
