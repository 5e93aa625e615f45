import { decryptValues, encryptValues, newPersonalDataKey } from './personal-data-cipher';

describe('AES-256-GCM sealing of personal values', () => {
  const key = newPersonalDataKey();

  it('opens with the same key and subject, and hides the values', () => {
    const sealed = encryptValues(key, 'user-7', ['Mario Rossi', 'mario@example.it']);
    expect(sealed).not.toContain('Mario');
    expect(decryptValues(key, 'user-7', sealed)).toEqual(['Mario Rossi', 'mario@example.it']);
  });

  it("a ciphertext moved into another subject's event, or opened with another key, does not open", () => {
    const sealed = encryptValues(key, 'user-7', ['Mario Rossi']);
    expect(() => decryptValues(key, 'user-8', sealed)).toThrow();
    expect(() => decryptValues(newPersonalDataKey(), 'user-7', sealed)).toThrow();
  });
});
