import { practiceHistory } from './practice-history';

const createdAt = '2025-03-01T09:00:00.000Z';

describe('admin practice history (spec 2 /admin detail)', () => {
  it('a new practice shows only its creation', () => {
    expect(practiceHistory({ createdAt, metadata: { approvedAt: null }, comments: [] })).toEqual([
      { key: 'created', title: 'Pratica creata', date: createdAt },
    ]);
  });

  it("comments are shown as 'Admin' with their date, oldest first, beside the approval date from the metadata", () => {
    const history = practiceHistory({
      createdAt,
      metadata: { approvedAt: '2025-03-05T10:00:00.000Z' },
      comments: [
        { date: '2025-03-02T08:00:00.000Z', text: 'Manca la visura' },
        { date: '2025-03-05T10:00:00.000Z', text: 'Tutto in ordine' },
      ],
    });
    expect(history.map(({ title, text }) => [title, text])).toEqual([
      ['Pratica creata', undefined],
      ['Admin', 'Manca la visura'],
      ['Pratica approvata', undefined],
      ['Admin', 'Tutto in ordine'],
    ]);
  });
});
