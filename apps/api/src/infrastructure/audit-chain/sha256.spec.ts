import { createHash, randomBytes } from 'node:crypto';
import { Sha256Scratch } from './sha256';

const plain = (...parts: (Buffer | string)[]) => parts.reduce((h, part) => h.update(part), createHash('sha256')).digest();

describe('Sha256Scratch hashes as plain createHash does', () => {
  it.each([
    ['plain text', '{"amount": 10}'],
    ['accents, emoji and escapes', `{"text": "l'è «già» \\\\ $1 😀"}`],
    ['a text larger than the scratch buffer', JSON.stringify({ note: 'è'.repeat(20_000) })],
  ])('a chained hash: %s', (_what, text) => {
    const sha256 = new Sha256Scratch();
    const previous = randomBytes(32);
    expect(sha256.chained(previous, text).equals(plain(previous, text))).toBe(true);
    // The buffer is reused: a short text after a long one is hashed over its own bytes only.
    expect(sha256.chained(previous, '{}').equals(plain(previous, '{}'))).toBe(true);
  });

  it('a leaf (0x00 prefix) and a node (0x01 prefix), as RFC 6962 hashes them', () => {
    const [a, b] = [randomBytes(32), randomBytes(32)];
    const sha256 = new Sha256Scratch();
    expect(sha256.leaf(a).equals(plain(Buffer.of(0), a))).toBe(true);
    expect(sha256.node(a, b).equals(plain(Buffer.of(1), a, b))).toBe(true);
  });
});
