import { notices } from '@pratiche/domain';
import { savedSearchAlertMail, savedSearchDigestMail } from './saved-search-mails';

const url = 'https://pratiche.example/';
const token = 'AbCdEfGhIjKlMnOpQrStUvWx-_123456';

describe('saved-search mails (issue 31)', () => {
  it('the alert: the practice and the search in the subject and body, the one-click headers and the web page to turn that search off', () => {
    const m = savedSearchAlertMail('buyer@example.com', notices.savedSearchAlert(12, 'Superbonus Roma'), url, token);
    expect(m.subject).toBe('Nuova pratica #12 per una tua ricerca salvata - Marketplace Pratiche');
    expect(m.text).toContain('La pratica #12 corrisponde alla tua ricerca salvata «Superbonus Roma»');
    expect(m.text).toContain('Apri la pratica nel marketplace:\nhttps://pratiche.example/marketplace?practice=12');
    expect(m.text).toContain(`Per non ricevere più e-mail per questa ricerca salvata:\nhttps://pratiche.example/ricerche-salvate/disattiva?token=${token}`);
    expect(m.headers).toEqual({
      'List-Unsubscribe': `<https://pratiche.example/api/saved-searches/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('the digest groups practices by search, each with its own link; one-click headers only for a single search', () => {
    const two = savedSearchDigestMail(
      'buyer@example.com',
      [
        { name: 'Superbonus', token: 'a'.repeat(32), practiceIds: [3, 5] },
        { name: 'Facciate', token: 'b'.repeat(32), practiceIds: [7] },
      ],
      url,
    );
    expect(two.subject).toBe('Ricerche salvate: 3 nuove pratiche - Marketplace Pratiche');
    expect(two.text).toContain(
      `«Superbonus»: le pratiche #3, #5.\nPer non ricevere più e-mail per questa ricerca:\nhttps://pratiche.example/ricerche-salvate/disattiva?token=${'a'.repeat(32)}`,
    );
    expect(two.text).toContain(
      `«Facciate»: la pratica #7.\nPer non ricevere più e-mail per questa ricerca:\nhttps://pratiche.example/ricerche-salvate/disattiva?token=${'b'.repeat(32)}`,
    );
    expect(two.headers).toBeUndefined();
    // Issue 46: with the practices' terms, each under its search.
    const withTerms = savedSearchDigestMail('buyer@example.com', [{ name: 'Facciate', token, practiceIds: [7, 8] }], url, new Map([[7, 'Bonus Facciate · …']]));
    expect(withTerms.text).toContain('«Facciate»: le pratiche #7, #8.\n#7: Bonus Facciate · …\nPer non ricevere più e-mail per questa ricerca:');
    const one = savedSearchDigestMail('buyer@example.com', [{ name: 'Facciate', token, practiceIds: [7] }], url);
    expect(one.subject).toBe('Ricerche salvate: 1 nuova pratica - Marketplace Pratiche');
    expect(one.headers?.['List-Unsubscribe']).toBe(`<https://pratiche.example/api/saved-searches/unsubscribe?token=${token}>`);
  });
});
