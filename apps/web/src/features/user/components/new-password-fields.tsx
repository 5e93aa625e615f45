import { userValidationMessages as m } from '@pratiche/contracts';
import { Form, Input } from 'antd';
import { downloaded } from '../../../lib/part-download';
import { sameAsRule, zodRule } from '../../../lib/zod-rule';

// Change and reset share one new-password pair in the contracts, so they share its rules here; the
// schemas load with the first check (zod-rule.ts), so /reset-password does not carry zod.
const shape = async () =>
  (await downloaded(import('@pratiche/contracts').then(({ resetPasswordConfirmSchema }) => resetPasswordConfirmSchema))).innerType().shape;
const newPasswordRules = [zodRule(async () => (await shape()).newPassword, { skipEmpty: false })];
const confirmRules = [zodRule(async () => (await shape()).confirmPassword, { skipEmpty: false }), sameAsRule('newPassword', m.passwordsDiffer)];

/** 'Nuova password' and its confirmation, for any form with `newPassword` and `confirmPassword`. */
export function NewPasswordFields() {
  return (
    <>
      <Form.Item label="Nuova password" name="newPassword" rules={newPasswordRules}>
        <Input.Password name="newPassword" autoComplete="new-password" />
      </Form.Item>
      <Form.Item label="Conferma nuova password" name="confirmPassword" rules={confirmRules} dependencies={['newPassword']}>
        <Input.Password name="confirmPassword" autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
