import type { RuleObject } from 'antd/es/form';
import { z } from 'zod';
import { zodRule } from './zod-rule';

const check = (rule: ReturnType<typeof zodRule>, value: unknown) => (rule as RuleObject).validator!({} as RuleObject, value, () => {});

describe("zodRule: a form field checked with the contract's schema and its Italian message", () => {
  const email = z.string().email("L'email non è valida");

  it.each([
    ['the schema itself', email],
    ['a loader, as a light page passes it (the schemas come with the first check)', async () => email],
  ] as const)('with %s: a wrong value fails with the message, a right one passes', async (_how, schema) => {
    await expect(check(zodRule(schema), 'not-an-address')).rejects.toThrow("L'email non è valida");
    await expect(check(zodRule(schema), 'ufficio@example.it')).resolves.toBeUndefined();
  });

  it('leaves an empty value to the required rule unless told otherwise', async () => {
    await expect(
      check(
        zodRule(async () => email),
        '',
      ),
    ).resolves.toBeUndefined();
    await expect(
      check(
        zodRule(async () => email, { skipEmpty: false }),
        '',
      ),
    ).rejects.toThrow("L'email non è valida");
  });
});
