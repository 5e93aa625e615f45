import type { FormRule } from 'antd';
import type { ZodTypeAny } from 'zod';

/** Form rule for an empty required field, with the form's generic Italian message by default. */
export function requiredRule(message: string): FormRule {
  return { required: true, message };
}

/**
 * Validates a field with the same zod schema the API uses, so the form shows the contract's
 * Italian message. Empty values pass: `requiredRule` reports those, and showing both would
 * repeat the same complaint twice. A page that must stay light (/reset-password) passes a loader
 * instead: the schemas and zod come with the first check, not with the page.
 */
export function zodRule(schema: ZodTypeAny | (() => Promise<ZodTypeAny>), options: { skipEmpty?: boolean } = {}): FormRule {
  const skipEmpty = options.skipEmpty ?? true;
  return {
    validator: async (_rule, value: unknown) => {
      if (skipEmpty && (value === undefined || value === null || value === '')) return;
      const result = (typeof schema === 'function' ? await schema() : schema).safeParse(value);
      if (!result.success) throw new Error(result.error.issues[0]?.message);
    },
  };
}

/** The field must equal `otherField` (password confirmation); list `otherField` in the item's dependencies. */
export function sameAsRule(otherField: string, message: string): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (value && value !== getFieldValue(otherField)) throw new Error(message);
    },
  });
}
