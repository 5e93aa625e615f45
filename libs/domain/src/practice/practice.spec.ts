import { withRataFacts } from '../credit/credit-schedule';
import { defaultCreditTerms } from '../credit/credit-terms';
import { creditMessages } from '../credit/credit.messages';
import { defaultDueDiligenceFacts } from '../due-diligence/due-diligence-facts';
import type { PracticeDocument } from '../due-diligence/practice-document';
import { creditTypes, type CreditType } from '../shared/catalogue';
import { fold } from '../shared/decider';
import { deciderSpec } from '../shared/decider.spec-helper';
import type { StoredDocument } from '../user/user.events';
import type { EditPractice, PracticeCommand, ReviewPractice, SubmitPractice } from './practice.commands';
import { practiceDecider } from './practice.decide';
import {
  practiceStreamId,
  type PracticeDetails,
  type PracticeDocuments,
  type PracticeEvent,
  type PracticeResubmitted,
  type PracticeStatus,
  type PracticeSubmitted,
  type ReviewDecision,
} from './practice.events';
import { practiceMessages } from './practice.messages';
import type { ExistingPractice } from './practice.state';

const spec = deciderSpec(practiceDecider);

const practiceId = 42;
const sellerId = 7;
const otherSellerId = 8;
const adminId = 1;
const at = '2025-01-15T10:00:00.000Z';
const later = '2025-01-16T10:00:00.000Z';
const nextYear = '2026-02-01T10:00:00.000Z';

const details: PracticeDetails = {
  type: 'SUPERBONUS_110',
  year: 2025,
  amount: 150000.5,
  discount: 12.5,
  isTraceable: true,
  tributeCode: '7701',
  numSites: 3,
};

const statuto: StoredDocument = { originalName: 'statuto.pdf', filename: 'a1.pdf' };
const bilancio: StoredDocument = { originalName: 'bilancio.pdf', filename: 'b1.pdf' };
const documents = { societari: [statuto], fiscali: [bilancio] };
/** A file as recorded: untyped uploads read as 'altro', stamped with who uploaded them when. */
const typed = (document: StoredDocument, when = at): PracticeDocument => ({
  ...document,
  docType: 'altro',
  issuedOn: null,
  uploadedAt: when,
  uploadedBy: sellerId,
});
const recorded: PracticeDocuments = { societari: [typed(statuto)], fiscali: [typed(bilancio)] };

const submit = (overrides: Partial<SubmitPractice['data']> = {}): SubmitPractice => ({
  type: 'SubmitPractice',
  data: { practiceId, by: sellerId, at, ...details, documents, ...overrides },
});

/** A submit without terms records the default ones, which follow the practice's type, year and amount. */
const submitted = (overrides: Partial<PracticeSubmitted['data']> = {}): PracticeSubmitted => {
  const facts = { ...details, ...overrides };
  return {
    type: 'PracticeSubmitted',
    data: {
      practiceId,
      by: sellerId,
      at,
      ...details,
      ...defaultCreditTerms(facts),
      dueDiligenceFacts: defaultDueDiligenceFacts(facts.amount),
      userId: sellerId,
      documents: recorded,
      ...overrides,
    },
  };
};

const resubmitted = (overrides: Partial<PracticeResubmitted['data']> = {}, when = later): PracticeResubmitted => {
  const facts = { ...details, ...overrides };
  return {
    type: 'PracticeResubmitted',
    data: {
      practiceId,
      by: sellerId,
      at: when,
      ...details,
      ...defaultCreditTerms(facts),
      dueDiligenceFacts: defaultDueDiligenceFacts(facts.amount),
      ...overrides,
    },
  };
};

const reviewed = (decision: ReviewDecision, comment: string | null = null, when = later): PracticeEvent => {
  const type = { approved: 'PracticeApproved', rejected: 'PracticeRejected', integration_required: 'IntegrationRequested' } as const;
  return { type: type[decision], data: { practiceId, by: adminId, at: when, comment } };
};

const review = (decision: ReviewDecision, comment?: string | null): ReviewPractice => ({
  type: 'ReviewPractice',
  data: { practiceId, by: adminId, at: later, decision, comment },
});

const edit = (overrides: Partial<EditPractice['data']> = {}): EditPractice => ({
  type: 'EditPractice',
  data: { practiceId, by: sellerId, at: later, ...details, ...overrides },
});

const markSold = (viaPortal = true, by = sellerId): PracticeCommand => ({
  type: 'MarkPracticeSold',
  data: { practiceId, by, at: later, viaPortal },
});

const sold: PracticeEvent = { type: 'PracticeMarkedSold', data: { practiceId, by: sellerId, at: later, viaPortal: true } };
const deleted: PracticeEvent = { type: 'PracticeDeleted', data: { practiceId, by: adminId, at: later } };

/** Histories that leave the practice in each review status. */
const historyFor: Record<PracticeStatus, PracticeEvent[]> = {
  pending: [submitted()],
  approved: [submitted(), reviewed('approved')],
  rejected: [submitted(), reviewed('rejected')],
  integration_required: [submitted(), reviewed('integration_required', 'Manca il bilancio 2024')],
};

/** One instance of every command except SubmitPractice, each valid on some existing practice. */
const commandsOnExistingPractice: PracticeCommand[] = [
  edit(),
  review('approved'),
  markSold(),
  { type: 'DeletePracticeDocument', data: { practiceId, by: adminId, at: later, filename: statuto.filename } },
  { type: 'DeletePractice', data: { practiceId, by: adminId, at: later } },
];

describe('practice decider', () => {
  it('the stream of practice #42 is practice-42', () => {
    expect(practiceStreamId(42)).toBe('practice-42');
  });

  describe('spec 3 "Credit types": the catalogue', () => {
    it('holds the five types with the labels and tribute codes of the table', () => {
      expect(creditTypes).toEqual({
        SUPERBONUS_110: { label: 'Superbonus 110', tributeCodes: ['7701', '7711', '6921', '7718', '7709', '7771', '7719'] },
        SISMA_BONUS: { label: 'Sisma Bonus', tributeCodes: ['7703', '7713', '6923', '7738', '7739', '7772'] },
        BONUS_FACCIATE: { label: 'Bonus Facciate', tributeCodes: ['7705', '7715', '6925'] },
        BONUS_PATRIMONIO: { label: 'Bonus Patrimonio Edilizio', tributeCodes: ['7706', '7716', '6926'] },
        CREDITO_IVA: { label: 'Credito IVA', tributeCodes: [] },
      });
    });
  });

  describe('spec 5 "Practice": SubmitPractice', () => {
    it('a seller submits: PracticeSubmitted, pending review and disponibile for sale (spec 4 defaults)', () => {
      spec.given([]).when(submit()).then([submitted()]);
      expect(fold(practiceDecider, [submitted()])).toEqual({
        status: 'pending',
        practiceId,
        userId: sellerId,
        ...details,
        ...defaultCreditTerms(details),
        dueDiligenceFacts: defaultDueDiligenceFacts(details.amount),
        documents: recorded,
        comments: [],
        saleStatus: 'disponibile',
        soldViaPortal: null,
        soldAt: null,
        createdAt: at,
        approvedAt: null,
        buyers: [],
        exclusivities: [],
        documentReviews: {},
        lastConfirmedAt: at,
        lastDeclaration: null,
        offers: [],
        closings: [],
        cededRate: [],
        offsetChoices: [],
      });
    });

    it('the owner is always the submitting seller, whatever the body says', () => {
      const spoofed = { ...submit().data, userId: otherSellerId } as SubmitPractice['data'];
      spec.given([]).when({ type: 'SubmitPractice', data: spoofed }).then([submitted()]);
    });

    it('documents are optional: default empty societari and fiscali lists', () => {
      const noDocuments = { societari: [], fiscali: [] };
      spec
        .given([])
        .when(submit({ documents: undefined }))
        .then([submitted({ documents: noDocuments })]);
      spec
        .given([])
        .when(submit({ documents: { fiscali: [bilancio] } }))
        .then([submitted({ documents: { societari: [], fiscali: [typed(bilancio)] } })]);
    });

    it('two files with the same name in one category: the later one is kept', () => {
      const again: StoredDocument = { originalName: 'statuto.pdf', filename: 'a2.pdf' };
      spec
        .given([])
        .when(submit({ documents: { societari: [statuto, again], fiscali: [] } }))
        .then([submitted({ documents: { societari: [typed(again)], fiscali: [] } })]);
    });

    it('submitting an existing practice id is refused as a conflict', () => {
      spec.given([submitted()]).when(submit()).thenThrows(practiceMessages.alreadySubmitted, 'conflict');
    });

    it('submitting again a practice id that was deleted is refused as a conflict', () => {
      spec.given([submitted(), deleted]).when(submit()).thenThrows(practiceMessages.alreadySubmitted, 'conflict');
    });

    it('a credit type outside the catalogue is refused', () => {
      spec
        .given([])
        .when(submit({ type: 'ECOBONUS' as CreditType }))
        .thenThrows('Tipo di credito non valido', 'validation');
    });

    describe("amount at least 0: 'L'importo deve essere maggiore di 0'", () => {
      it.each([0, 0.01, 99_999_999.99])('%p is accepted', (amount) => {
        spec
          .given([])
          .when(submit({ amount }))
          .then([submitted({ amount })]);
      });

      it.each([-0.01, -100, Number.NaN, Number.POSITIVE_INFINITY])('%p is refused', (amount) => {
        spec.given([]).when(submit({ amount })).thenThrows("L'importo deve essere maggiore di 0", 'validation');
      });

      it('more than the decimal(10,2) column holds is refused', () => {
        spec
          .given([])
          .when(submit({ amount: 100_000_000 }))
          .thenThrows(practiceMessages.amountMax, 'validation');
      });

      it('more than two decimals is refused', () => {
        spec
          .given([])
          .when(submit({ amount: 10.005 }))
          .thenThrows(practiceMessages.amountDecimals, 'validation');
      });
    });

    describe('discount 0 to 100', () => {
      it.each([0, 0.01, 33.33, 100])('%p is accepted', (discount) => {
        spec
          .given([])
          .when(submit({ discount }))
          .then([submitted({ discount })]);
      });

      it.each([-0.01, Number.NaN])("%p: 'Lo sconto deve essere maggiore di 0'", (discount) => {
        spec.given([]).when(submit({ discount })).thenThrows('Lo sconto deve essere maggiore di 0', 'validation');
      });

      it("100.01: 'Lo sconto non può superare il 100%'", () => {
        spec
          .given([])
          .when(submit({ discount: 100.01 }))
          .thenThrows('Lo sconto non può superare il 100%', 'validation');
      });

      it('more than two decimals (decimal(5,2)) is refused', () => {
        spec
          .given([])
          .when(submit({ discount: 12.345 }))
          .thenThrows(practiceMessages.discountDecimals, 'validation');
      });
    });

    describe('numSites integer 1 to 100', () => {
      it.each([1, 100])('%p is accepted', (numSites) => {
        spec
          .given([])
          .when(submit({ numSites }))
          .then([submitted({ numSites })]);
      });

      it("0: 'Il numero di cantieri deve essere almeno 1'", () => {
        spec
          .given([])
          .when(submit({ numSites: 0 }))
          .thenThrows('Il numero di cantieri deve essere almeno 1', 'validation');
      });

      it("101: 'Il numero di cantieri non può superare 100'", () => {
        spec
          .given([])
          .when(submit({ numSites: 101 }))
          .thenThrows('Il numero di cantieri non può superare 100', 'validation');
      });

      it('2.5 is not a whole number of sites', () => {
        spec
          .given([])
          .when(submit({ numSites: 2.5 }))
          .thenThrows(practiceMessages.numSitesInteger, 'validation');
      });
    });

    describe('year from the current one to the current + 4 (spec 9)', () => {
      it.each([2025, 2029])('%p is accepted in 2025', (year) => {
        spec
          .given([])
          .when(submit({ year }))
          .then([submitted({ year })]);
      });

      it.each([2024, 2030, 2025.5])('%p is refused in 2025', (year) => {
        spec.given([]).when(submit({ year })).thenThrows("L'annualità deve essere compresa tra il 2025 e il 2029", 'validation');
      });

      it('the current year is the Italian one: at 23:30 UTC on 31 December it is already next year in Rome', () => {
        const newYearsEve = '2025-12-31T23:30:00.000Z';
        spec
          .given([])
          .when(submit({ at: newYearsEve, year: 2025 }))
          .thenThrows("L'annualità deve essere compresa tra il 2026 e il 2030", 'validation');
        spec
          .given([])
          .when(submit({ at: newYearsEve, year: 2030 }))
          .then([submitted({ at: newYearsEve, year: 2030, documents: { societari: [typed(statuto, newYearsEve)], fiscali: [typed(bilancio, newYearsEve)] } })]);
      });
    });

    describe('tribute code among the codes of the chosen credit type (spec 3), none for CREDITO_IVA', () => {
      const everyCode = Object.entries(creditTypes).flatMap(([type, { tributeCodes }]) =>
        tributeCodes.map((tributeCode) => [type as CreditType, tributeCode] as const),
      );

      it.each(everyCode)('%s accepts %s', (type, tributeCode) => {
        spec
          .given([])
          .when(submit({ type, tributeCode }))
          .then([submitted({ type, tributeCode })]);
      });

      it('a code of another credit type is refused', () => {
        spec
          .given([])
          .when(submit({ type: 'BONUS_FACCIATE', tributeCode: '7701' }))
          .thenThrows(practiceMessages.tributeCodeInvalid, 'validation');
      });

      it.each([null, '', '  '])('a building bonus without a code (%p) is refused', (tributeCode) => {
        spec.given([]).when(submit({ tributeCode })).thenThrows(practiceMessages.tributeCodeRequired, 'validation');
      });

      it.each([null, ''])('CREDITO_IVA without a code (%p) is stored with tributeCode null', (tributeCode) => {
        spec
          .given([])
          .when(submit({ type: 'CREDITO_IVA', tributeCode }))
          .then([submitted({ type: 'CREDITO_IVA', tributeCode: null })]);
      });

      it('CREDITO_IVA with a code is refused', () => {
        spec
          .given([])
          .when(submit({ type: 'CREDITO_IVA', tributeCode: '7701' }))
          .thenThrows(practiceMessages.tributeCodeNotAllowed, 'validation');
      });
    });
  });

  describe('spec 4 "Practice review status": ReviewPractice, only while pending', () => {
    it.each<ReviewDecision>(['approved', 'rejected', 'integration_required'])('pending to %s', (decision) => {
      spec
        .given(historyFor.pending)
        .when(review(decision, 'Verificata'))
        .then([reviewed(decision, 'Verificata')]);
      expect(fold(practiceDecider, [submitted(), reviewed(decision)])).toMatchObject({ status: decision });
    });

    it('the comment is kept in the comments with its date; approvedAt goes into the metadata', () => {
      const state = fold(practiceDecider, [...historyFor.integration_required, resubmitted(), reviewed('approved', 'Tutto in ordine', nextYear)]);
      expect(state).toMatchObject({
        status: 'approved',
        approvedAt: nextYear,
        comments: [
          { date: later, text: 'Manca il bilancio 2024' },
          { date: nextYear, text: 'Tutto in ordine' },
        ],
      });
    });

    it('the comment is optional; a blank one is no comment and adds nothing to the comments', () => {
      spec
        .given(historyFor.pending)
        .when(review('approved'))
        .then([reviewed('approved', null)]);
      spec
        .given(historyFor.pending)
        .when(review('rejected', '   '))
        .then([reviewed('rejected', null)]);
      expect(fold(practiceDecider, [submitted(), reviewed('rejected', null)])).toMatchObject({ comments: [] });
    });

    it('the comment is trimmed', () => {
      spec
        .given(historyFor.pending)
        .when(review('integration_required', '  Manca la visura  '))
        .then([reviewed('integration_required', 'Manca la visura')]);
    });

    it('a comment over 2000 characters is refused', () => {
      spec
        .given(historyFor.pending)
        .when(review('rejected', 'x'.repeat(2001)))
        .thenThrows(practiceMessages.commentTooLong, 'validation');
    });

    const notPending: ReviewDecision[] = ['approved', 'rejected', 'integration_required'];
    const refused = notPending.flatMap((from) => notPending.map((decision) => [from, decision] as const));

    it.each(refused)("a %s practice cannot be reviewed again (%s): 'La pratica non è in attesa di verifica'", (from, decision) => {
      spec.given(historyFor[from]).when(review(decision)).thenThrows(practiceMessages.reviewNotPending, 'conflict');
    });
  });

  describe('spec /practice/{id}/edit: EditPractice by the owner while integration_required', () => {
    const changed = { amount: 200000, discount: 15, tributeCode: '7711' };

    it('the edit yields PracticeResubmitted and puts the practice back to pending review', () => {
      spec
        .given(historyFor.integration_required)
        .when(edit(changed))
        // Facts not sent keep what the seller declared before, here the defaults of the first amount.
        .then([resubmitted({ ...changed, dueDiligenceFacts: defaultDueDiligenceFacts(details.amount) })]);
      const state = fold(practiceDecider, [...historyFor.integration_required, resubmitted(changed)]);
      expect(state).toMatchObject({ status: 'pending', ...changed, userId: sellerId, documents: recorded, comments: [{ text: 'Manca il bilancio 2024' }] });
    });

    it('after the edit the admin can review again', () => {
      spec
        .given([...historyFor.integration_required, resubmitted()])
        .when(review('approved'))
        .then([reviewed('approved')]);
    });

    it('a new file is added to its category', () => {
      const visura: StoredDocument = { originalName: 'visura.pdf', filename: 'c1.pdf' };
      spec
        .given(historyFor.integration_required)
        .when(edit({ documents: { societari: [visura] } }))
        .then([
          {
            type: 'PracticeDocumentsChanged',
            data: {
              practiceId,
              by: sellerId,
              at: later,
              userId: sellerId,
              documents: { societari: [typed(statuto), typed(visura, later)], fiscali: [typed(bilancio)] },
              replaced: [],
            },
          },
          resubmitted(),
        ]);
    });

    it('a new file replaces the one with the same name in its category, which is reported as replaced', () => {
      const newBilancio: StoredDocument = { originalName: 'bilancio.pdf', filename: 'b2.pdf' };
      const sameNameOtherCategory: StoredDocument = { originalName: 'bilancio.pdf', filename: 'b3.pdf' };
      spec
        .given(historyFor.integration_required)
        .when(edit({ documents: { fiscali: [newBilancio], societari: [sameNameOtherCategory] } }))
        .then([
          {
            type: 'PracticeDocumentsChanged',
            data: {
              practiceId,
              by: sellerId,
              at: later,
              userId: sellerId,
              documents: { societari: [typed(statuto), typed(sameNameOtherCategory, later)], fiscali: [typed(newBilancio, later)] },
              replaced: [typed(bilancio)],
            },
          },
          resubmitted(),
        ]);
    });

    it('sending back the files already there changes no document', () => {
      spec.given(historyFor.integration_required).when(edit({ documents })).then([resubmitted()]);
    });

    it('PracticeDocumentsChanged sets the merged documents', () => {
      const merged = { societari: [], fiscali: [bilancio, statuto] };
      const state = fold(practiceDecider, [
        ...historyFor.integration_required,
        { type: 'PracticeDocumentsChanged', data: { practiceId, by: sellerId, at: later, documents: merged, replaced: [] } },
      ]);
      expect(state).toMatchObject({ documents: merged });
    });

    it("another seller: 'Non hai i permessi per modificare questa pratica o la pratica non è in stato di richiesta integrazioni.' (forbidden)", () => {
      spec
        .given(historyFor.integration_required)
        .when(edit({ by: otherSellerId }))
        .thenThrows('Non hai i permessi per modificare questa pratica o la pratica non è in stato di richiesta integrazioni.', 'forbidden');
    });

    it.each<PracticeStatus>(['pending', 'approved', 'rejected'])('the owner editing a %s practice gets the same message (conflict)', (status) => {
      spec
        .given(historyFor[status])
        .when(edit())
        .thenThrows('Non hai i permessi per modificare questa pratica o la pratica non è in stato di richiesta integrazioni.', 'conflict');
    });

    it('the edit is validated like a submit', () => {
      spec
        .given(historyFor.integration_required)
        .when(edit({ numSites: 0 }))
        .thenThrows(practiceMessages.numSitesMin, 'validation');
      spec
        .given(historyFor.integration_required)
        .when(edit({ tributeCode: '7705' }))
        .thenThrows(practiceMessages.tributeCodeInvalid, 'validation');
    });

    it('an edit in a later calendar year may keep the year the practice has, but not pick another past one', () => {
      const history = [submitted({ year: 2025 }), reviewed('integration_required')];
      const keep = edit({ at: nextYear, year: 2025 });
      spec
        .given(history)
        .when(keep)
        .then([resubmitted({ year: 2025 }, nextYear)]);
      spec
        .given([submitted({ year: 2025 }), reviewed('integration_required')])
        .when(edit({ at: '2027-03-01T10:00:00.000Z', year: 2026 }))
        .thenThrows("L'annualità deve essere compresa tra il 2027 e il 2031", 'validation');
    });
  });

  describe('issue 27: the credit terms (schedule of rate, transfer chain) travel with the practice', () => {
    const rate = [
      { year: 2025, amount: 100000.5, code: 'AB12' },
      { year: 2026, amount: 50000, code: 'CD34' },
    ];
    const transferChain = { freeTransferUsed: true, qualifiedTransfers: 1, holder: 'banca' } as const;
    const declared = { rate: withRataFacts(rate, 'qualificati'), transferChain, scheduleDeclared: true };

    it.each([
      ['no transfer yet', { freeTransferUsed: false, qualifiedTransfers: 0, holder: 'beneficiario' } as const, 'chiunque'],
      ['after the free transfer', { freeTransferUsed: true, qualifiedTransfers: 0, holder: 'impresa' } as const, 'qualificati'],
      ['after a qualified transfer', transferChain, 'qualificati'],
    ])('issue 45: each rata records its id (its year), its category from the chain (%s), whole and not chosen for offset', (_name, chain, category) => {
      const [event] = practiceDecider.decide(submit({ rate, transferChain: chain }), practiceDecider.initialState()) as PracticeSubmitted[];
      expect(event!.data.rate).toEqual([
        { id: '2025', year: 2025, amount: 100000.5, code: 'AB12', category, residualAmount: 100000.5, offsetChosen: false },
        { id: '2026', year: 2026, amount: 50000, code: 'CD34', category, residualAmount: 50000, offsetChosen: false },
      ]);
    });

    it('SubmitPractice with a schedule and a chain records them in PracticeSubmitted, and the state holds them', () => {
      spec
        .given([])
        .when(submit({ rate: [rate[1]!, { ...rate[0]!, code: ' ab12 ' }], transferChain }))
        .then([submitted(declared)]);
      expect(fold(practiceDecider, [submitted(declared)])).toMatchObject(declared);
    });

    it('a schedule that does not add up to the amount is refused at submit', () => {
      spec
        .given([])
        .when(submit({ rate: [rate[0]!] }))
        .thenThrows(creditMessages.rataSumMismatch(100000.5, details.amount), 'validation');
    });

    it('EditPractice without terms keeps the declared ones in PracticeResubmitted', () => {
      spec
        .given([submitted(declared), reviewed('integration_required')])
        .when(edit())
        .then([resubmitted(declared)]);
    });

    it('approval is refused while a declared rata has no code: approvalNeedsCodes (conflict)', () => {
      const withoutCode = { ...declared, rate: [rate[0]!, { ...rate[1]!, code: null }] };
      spec
        .given([submitted(withoutCode)])
        .when(review('approved'))
        .thenThrows(creditMessages.approvalNeedsCodes, 'conflict');
      spec
        .given([submitted(withoutCode)])
        .when(review('integration_required'))
        .then([reviewed('integration_required')]);
    });

    it('approval is refused when nobody may buy the credit: approvalNobodyMayBuy (conflict)', () => {
      const exhausted = { ...declared, transferChain: { freeTransferUsed: true, qualifiedTransfers: 3, holder: 'assicurazione' as const } };
      spec
        .given([submitted(exhausted)])
        .when(review('approved'))
        .thenThrows(creditMessages.approvalNobodyMayBuy, 'conflict');
      spec
        .given([submitted(exhausted)])
        .when(review('rejected'))
        .then([reviewed('rejected')]);
    });

    it('a practice with the default terms (no codes) is approved as the spec says', () => {
      spec
        .given([submitted()])
        .when(review('approved'))
        .then([reviewed('approved')]);
    });
  });

  describe('spec 4 "Practice sale status": MarkPracticeSold', () => {
    it.each([true, false])('the owner marks an approved practice ceduta (viaPortal %p)', (viaPortal) => {
      spec
        .given(historyFor.approved)
        .when(markSold(viaPortal))
        .then([{ type: 'PracticeMarkedSold', data: { practiceId, by: sellerId, at: later, viaPortal } }]);
      const state = fold(practiceDecider, [...historyFor.approved, { type: 'PracticeMarkedSold', data: { practiceId, by: sellerId, at: later, viaPortal } }]);
      expect(state).toMatchObject({ status: 'approved', saleStatus: 'ceduta', soldViaPortal: viaPortal });
    });

    it('another user cannot mark it (forbidden)', () => {
      spec.given(historyFor.approved).when(markSold(true, otherSellerId)).thenThrows(practiceMessages.saleNotAllowed, 'forbidden');
    });

    it.each<PracticeStatus>(['pending', 'rejected', 'integration_required'])('a %s practice cannot be marked ceduta', (status) => {
      spec.given(historyFor[status]).when(markSold()).thenThrows(practiceMessages.saleNotApproved, 'conflict');
    });

    it('an already ceduta practice cannot be marked again', () => {
      spec
        .given([...historyFor.approved, sold])
        .when(markSold(false))
        .thenThrows(practiceMessages.saleAlreadyClosed, 'conflict');
    });

    it('a chiusa practice cannot be marked ceduta', () => {
      const approved = fold(practiceDecider, historyFor.approved) as ExistingPractice;
      const closed: ExistingPractice = { ...approved, saleStatus: 'chiusa' };
      expect(() => practiceDecider.decide(markSold(), closed)).toThrow(practiceMessages.saleAlreadyClosed);
    });

    it('an in_trattativa practice can still be marked ceduta (spec: unless ceduta or chiusa)', () => {
      const approved = fold(practiceDecider, historyFor.approved) as ExistingPractice;
      const negotiating: ExistingPractice = { ...approved, saleStatus: 'in_trattativa' };
      expect(practiceDecider.decide(markSold(), negotiating)).toEqual([
        { type: 'PracticeMarkedSold', data: { practiceId, by: sellerId, at: later, viaPortal: true } },
      ]);
    });
  });

  describe('admin: DeletePracticeDocument', () => {
    const deleteDocument = (filename: string): PracticeCommand => ({
      type: 'DeletePracticeDocument',
      data: { practiceId, by: adminId, at: later, filename },
    });
    const documentDeleted: PracticeEvent = {
      type: 'PracticeDocumentDeleted',
      data: { practiceId, by: adminId, at: later, userId: sellerId, category: 'fiscali', document: typed(bilancio) },
    };

    it.each<PracticeStatus>(['pending', 'approved', 'rejected', 'integration_required'])(
      'an admin deletes a document of a %s practice by its stored filename',
      (status) => {
        spec.given(historyFor[status]).when(deleteDocument(bilancio.filename)).then([documentDeleted]);
      },
    );

    it('the folded state no longer has the document', () => {
      expect(fold(practiceDecider, [submitted(), documentDeleted])).toMatchObject({ documents: { societari: [typed(statuto)], fiscali: [] } });
    });

    it("an unknown filename: 'Documento non trovato' (not_found)", () => {
      spec.given(historyFor.pending).when(deleteDocument('zz.pdf')).thenThrows(practiceMessages.documentNotFound, 'not_found');
    });

    it('the original name does not identify a document: only the stored filename does', () => {
      spec.given(historyFor.pending).when(deleteDocument(bilancio.originalName)).thenThrows(practiceMessages.documentNotFound, 'not_found');
    });

    it('a document already deleted cannot be deleted again', () => {
      spec.given([submitted(), documentDeleted]).when(deleteDocument(bilancio.filename)).thenThrows(practiceMessages.documentNotFound, 'not_found');
    });
  });

  describe("admin: DeletePractice (confirmation 'Sei sicuro di voler eliminare la pratica #{id}?')", () => {
    it.each<PracticeStatus>(['pending', 'approved', 'rejected', 'integration_required'])('a %s practice is deleted', (status) => {
      spec
        .given(historyFor[status])
        .when({ type: 'DeletePractice', data: { practiceId, by: adminId, at: later } })
        .then([deleted]);
    });

    it('after PracticeDeleted the state is deleted and later events are ignored', () => {
      expect(fold(practiceDecider, [submitted(), deleted, reviewed('approved')])).toEqual({ status: 'deleted', practiceId });
    });
  });

  describe("a practice that does not exist: 'Pratica non trovata.' (not_found)", () => {
    const cases = commandsOnExistingPractice.map((command) => [command.type, command] as const);

    it.each(cases)('%s on a practice never submitted', (_type, command) => {
      spec.given([]).when(command).thenThrows('Pratica non trovata.', 'not_found');
    });

    it.each(cases)('%s on a deleted practice', (_type, command) => {
      spec
        .given([...historyFor.integration_required, deleted])
        .when(command)
        .thenThrows('Pratica non trovata.', 'not_found');
    });
  });
});
