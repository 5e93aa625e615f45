import { cleanOriginalName } from './original-name';

describe('cleanOriginalName (a client file name is a label, never a path)', () => {
  it.each([
    ['../../etc/passwd.pdf', 'passwd.pdf'],
    ['C:\\Documenti\\visura società.pdf', 'visura società.pdf'],
    ['a\u0000b\u001f.pdf', 'ab.pdf'],
  ])('%j becomes %j', (name, clean) => {
    expect(cleanOriginalName(name, 'documento')).toBe(clean);
  });

  it.each(['', '   ', '..', '.', 'cartella/..', 'a/'])('%j (no usable name, or a path step) becomes the fallback', (name) => {
    expect(cleanOriginalName(name, 'documento')).toBe('documento');
  });

  it('is bounded to 200 characters', () => {
    expect(cleanOriginalName(`${'a'.repeat(300)}.pdf`, 'x')).toHaveLength(200);
  });
});
