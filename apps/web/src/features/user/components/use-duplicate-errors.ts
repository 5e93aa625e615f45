import { userValidationMessages as m } from '@pratiche/contracts';
import { Form, type FormInstance, type FormItemProps } from 'antd';
import { useEmailTaken } from '../api/check-email';
import { useUsernameTaken } from '../api/check-username';
import { useVatTaken } from '../api/check-vat';

type DuplicateFields = { username: string; vatNumber: string; email: string };
type ItemOverride = Pick<FormItemProps, 'validateStatus' | 'help'>;

const override = (taken: boolean, message: string): ItemOverride => (taken ? { validateStatus: 'error', help: message } : {});

/**
 * Live duplicate checks of the registration form (spec 5). The result is spread on the
 * Form.Item: a taken value replaces the item's own message, which can only be a format
 * complaint the server's "exists" answer already rules out.
 */
export function useDuplicateErrors<T extends DuplicateFields>(form: FormInstance<T>) {
  const username = useUsernameTaken(Form.useWatch('username', form));
  const vatNumber = useVatTaken(Form.useWatch('vatNumber', form));
  const email = useEmailTaken(Form.useWatch('email', form));
  return {
    any: username || vatNumber || email,
    username: override(username, m.usernameTaken),
    vatNumber: override(vatNumber, m.vatTaken),
    email: override(email, m.emailTaken),
  };
}
