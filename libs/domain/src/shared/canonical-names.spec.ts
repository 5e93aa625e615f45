import { canonicalEmail, canonicalUsername, isSafeUsername } from './canonical-names';

describe('canonical names (one form for uniqueness, sign-in and rate limits)', () => {
  it.each(['İvan', 'ＩＶＡＮ', 'Ivan', ' ivan ', 'IVAN', 'ívan'])('username %j has the canonical form "ivan"', (name) => {
    expect(canonicalUsername(name)).toBe('ivan');
  });

  it('look-alikes from other scripts and invisible characters are not safe usernames', () => {
    expect(isSafeUsername('аdmin')).toBe(false); // Cyrillic а
    expect(isSafeUsername('ad\u200Bmin')).toBe(false); // zero-width space
    expect(isSafeUsername('ıvan')).toBe(false); // dotless i
    expect(isSafeUsername('mario rossi')).toBe(false);
  });

  it('ordinary usernames are safe', () => {
    for (const name of ['mario.rossi', 'Edil_Costruzioni-2024', 'José']) expect(isSafeUsername(name)).toBe(true);
  });

  it('e-mails compare in NFKC lower case', () => {
    expect(canonicalEmail(' Mario.Rossi@Example.IT ')).toBe('mario.rossi@example.it');
    expect(canonicalEmail('ｍａｒｉｏ@example.it')).toBe('mario@example.it');
  });
});
