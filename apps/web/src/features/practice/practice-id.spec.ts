import { parsePracticeId } from './practice-id';

describe('the id of /practice/{id}', () => {
  it('reads a positive integer', () => {
    expect(parsePracticeId('42')).toBe(42);
  });

  it("anything else is no id ('ID pratica mancante.')", () => {
    for (const raw of [undefined, '', '0', '-1', '4.2', 'abc', '42abc', '9'.repeat(20)]) expect(parsePracticeId(raw)).toBeNull();
  });
});
