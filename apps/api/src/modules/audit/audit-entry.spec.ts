import { actorOf, withoutSecrets } from './audit-entry';

describe('audit entries (issue 7 "Audit history")', () => {
  it('never show password hashes, tokens or PIN hashes, however deep', () => {
    const data = { userId: 1, passwordHash: 'x', nested: { resetToken: 't', pinHash: 'p', pin: '1234', method: 'pin', items: [{ secret: 's', ok: 1 }] } };
    expect(withoutSecrets(data)).toEqual({ userId: 1, nested: { method: 'pin', items: [{ ok: 1 }] } });
  });

  it("the acting user: username, 'Sistema', 'Anonimo', or 'Dato cancellato' once the account is erased", () => {
    const names = new Map([[2, 'mario']]);
    expect(actorOf(2, names)).toEqual({ id: 2, username: 'mario' });
    expect(actorOf('system', names)).toEqual({ id: null, username: 'Sistema' });
    expect(actorOf(null, names)).toEqual({ id: null, username: 'Anonimo' });
    expect(actorOf(9, names)).toEqual({ id: 9, username: 'Dato cancellato' });
  });
});
