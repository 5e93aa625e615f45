import { documentReviewTag, needsIssueDate, needsUpload } from './due-diligence-view';
import { sixBisBadge } from './six-bis-badge';

describe('due-diligence view (issue 28)', () => {
  it("listings show 'Documentazione 6-bis completa' or 'Mancano N documenti'", () => {
    expect(sixBisBadge({ dueDiligence: { missing: [], sixBisApplies: true }, documentazione6bisCompleta: true })).toEqual({
      text: 'Documentazione 6-bis completa',
      color: 'green',
    });
    expect(sixBisBadge({ dueDiligence: { missing: ['fatture', 'visura_camerale'], sixBisApplies: true }, documentazione6bisCompleta: false })?.text).toBe(
      'Mancano 2 documenti',
    );
  });

  it('the 6-bis list does not apply to Credito IVA: no badge', () => {
    expect(sixBisBadge({ dueDiligence: { missing: ['dichiarazione_iva'], sixBisApplies: false }, documentazione6bisCompleta: false })).toBeNull();
  });

  it('a file shows the admin decision, or waits for one', () => {
    expect(documentReviewTag(null).text).toBe('Da verificare');
    expect(documentReviewTag({ decision: 'approved', reason: null, at: '2026-01-01' }).text).toBe('Approvato');
    expect(documentReviewTag({ decision: 'rejected', reason: 'illeggibile', at: '2026-01-01' }).text).toBe('Rifiutato');
  });

  it("issue 46: 'Carica' stands beside the items that count as missing (missing, rejected, stale), not beside those approved or waiting", () => {
    expect((['missing', 'rejected', 'stale', 'pending', 'approved'] as const).filter(needsUpload)).toEqual(['missing', 'rejected', 'stale']);
  });

  it('documents that go stale (visura camerale, ordinary DURC) ask for their issue date; the DURC di congruità never goes stale (issue 46)', () => {
    expect(needsIssueDate('visura_camerale')).toBe(true);
    expect(needsIssueDate('durc')).toBe(true);
    expect(needsIssueDate('durc_congruita')).toBe(false);
    expect(needsIssueDate('fatture')).toBe(false);
    expect(needsIssueDate(undefined)).toBe(false);
  });
});
