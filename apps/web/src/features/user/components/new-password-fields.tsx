import { resetPasswordConfirmSchema, userValidationMessages as m } from '@pratiche/contracts';
import { Form, Input } from 'antd';
import { sameAsRule, zodRule } from '../../../lib/zod-rule';

// Change and reset share one new-password pair in the contracts, so they share its rules here.
const shape = resetPasswordConfirmSchema.innerType().shape;
const newPasswordRules = [zodRule(shape.newPassword, { skipEmpty: false })];
const confirmRules = [zodRule(shape.confirmPassword, { skipEmpty: false }), sameAsRule('newPassword', m.passwordsDiffer)];

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
