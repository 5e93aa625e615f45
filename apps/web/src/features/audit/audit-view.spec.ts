import type { AuditEntry } from '@pratiche/contracts';
import { auditHistoryTitle, eventsQuery, practiceOfStream, toTimelineItems } from './audit-view';

const entry = (over: Partial<AuditEntry> = {}): AuditEntry => ({
  position: 7,
  streamId: 'practice-3',
  version: 1,
  type: 'PracticeSubmitted',
  at: '2026-03-05T09:07:00.000Z',
  actor: { id: 2, username: 'mario' },
  description: 'Pratica creata',
  data: { amount: 1000 },
  ...over,
});

describe('admin Storico view (issue 7 audit web)', () => {
  it('titles the dialog with the Italian name of the history and the id', () => {
    expect(auditHistoryTitle('practice', 12)).toBe('Storico Pratica #12');
    expect(auditHistoryTitle('user', 3)).toBe('Storico Utente #3');
    expect(auditHistoryTitle('wallet', 3)).toBe('Storico Portafoglio #3');
  });

  it('shows each entry with the it-IT time, the actor, the Italian type and description, its data as Italian fields and the JSON kept for "Mostra JSON"', () => {
    const [item] = toTimelineItems([entry()]);
    expect(item).toEqual({
      key: '7',
      time: expect.stringMatching(/^05\/03\/2026 \d{2}:07$/),
      actor: 'mario',
      description: 'Pratica creata',
      type: 'PracticeSubmitted',
      typeLabel: 'Pratica inserita',
      fields: [{ key: 'amount', label: 'Importo', value: '1.000,00\u00a0€' }],
      data: '{\n  "amount": 1000\n}',
      practiceId: 3,
    });
  });

  it("issue 46: an event of a practice or of a download of its documents leads to the practice's full history; others to none", () => {
    expect(practiceOfStream('practice-3')).toBe(3);
    expect(practiceOfStream('practiceAccess-12-0b9c5a4e-1f2d-4a7b-9c3e-2d1f0a9b8c7d')).toBe(12);
    expect(practiceOfStream('user-3')).toBeNull();
    expect(practiceOfStream('wallet-3')).toBeNull();
    expect(practiceOfStream('practice-')).toBeNull();
    expect(toTimelineItems([entry({ streamId: 'user-2' })])[0]?.practiceId).toBeNull();
  });

  it('keeps the server order and gives no data block to an event without data', () => {
    const items = toTimelineItems([entry({ position: 9, data: {} }), entry({ position: 4 })]);
    expect(items.map((item) => item.key)).toEqual(['9', '4']);
    expect(items[0]?.data).toBeNull();
  });
});

describe("admin 'Eventi' screen query (GET /api/admin/events)", () => {
  it('opens newest first, pages down with before, leaves blank filters out and trims the type', () => {
    expect(eventsQuery({ type: '  ', actor: '' }, undefined)).toEqual({ order: 'desc', limit: 50 });
    expect(eventsQuery({ type: ' UserApproved ', actor: '12' }, 40)).toEqual({ order: 'desc', before: 40, limit: 50, type: 'UserApproved', actor: 12 });
  });

  it('ignores an actor that is not a user id', () => {
    expect(eventsQuery({ type: '', actor: 'mario' }, undefined)).toEqual({ order: 'desc', limit: 50 });
    expect(eventsQuery({ type: '', actor: '0' }, undefined)).toEqual({ order: 'desc', limit: 50 });
  });
});
