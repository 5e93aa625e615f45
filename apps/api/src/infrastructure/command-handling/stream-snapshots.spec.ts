import { StreamSnapshots } from './stream-snapshots';

const at = (version: number) => ({ version, lastEventId: `event-${version}`, state: version });

describe('StreamSnapshots: the folded states decisions keep between them', () => {
  const fold = () => undefined;

  it('keeps at most its limit per fold, dropping the least recently used', () => {
    const snapshots = new StreamSnapshots(2);
    snapshots.set(fold, 'a', at(1));
    snapshots.set(fold, 'b', at(2));
    // Reading `a` makes `b` the least recently used.
    expect(snapshots.get(fold, 'a')).toEqual(at(1));
    snapshots.set(fold, 'c', at(3));
    expect(snapshots.get(fold, 'b')).toBeUndefined();
    expect(snapshots.get(fold, 'a')).toEqual(at(1));
    expect(snapshots.get(fold, 'c')).toEqual(at(3));
  });

  it('keeps the states of two folds of one stream apart, and forgets one on request', () => {
    const snapshots = new StreamSnapshots();
    const otherFold = () => undefined;
    snapshots.set(fold, 'wallet-1', at(4));
    snapshots.set(otherFold, 'wallet-1', at(9));
    snapshots.delete(fold, 'wallet-1');
    expect(snapshots.get(fold, 'wallet-1')).toBeUndefined();
    expect(snapshots.get(otherFold, 'wallet-1')).toEqual(at(9));
  });

  it('freezes a kept state deep, so an evolve that changes it in place throws instead of counting events twice', () => {
    const snapshots = new StreamSnapshots();
    const state = { balance: 30, practice: { buyers: [1, 2] } };
    snapshots.set(fold, 'wallet-1', { version: 3, lastEventId: 'event-3', state });
    const kept = snapshots.get<typeof state>(fold, 'wallet-1')!.state;
    const debitInPlace = (s: typeof state) => {
      s.balance -= 10;
      return s;
    };
    expect(() => debitInPlace(kept)).toThrow(TypeError);
    expect(() => kept.practice.buyers.push(3)).toThrow(TypeError);
    expect(snapshots.get<typeof state>(fold, 'wallet-1')!.state).toEqual({ balance: 30, practice: { buyers: [1, 2] } });
    // An evolve that returns a new state folds onto it as before.
    expect({ ...kept, balance: kept.balance - 10 }.balance).toBe(20);
  });
});
