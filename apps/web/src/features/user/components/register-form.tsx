import { registerRequestSchema, userValidationMessages as m } from '@pratiche/contracts';
import { buyerKindLabels, buyerKinds, buyerRegisters, creditMessages, type BuyerKind } from '@pratiche/domain';
import { Alert, Button, Checkbox, Form, type FormRule, Input, Select } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';
import { requiredRule, zodRule } from '../../../lib/zod-rule';
import { useRegister } from '../api/register';
import { registerLabel } from '../buyer-qualification-view';
import { BusinessDocumentUpload, type StoredDocument } from './business-document-upload';
import { useDuplicateErrors } from './use-duplicate-errors';

type RegisterFormValues = {
  username: string;
  password: string;
  companyName: string;
  vatNumber: string;
  legalRepName: string;
  phone: string;
  email: string;
  isCedente?: boolean;
  isCessionario?: boolean;
  businessDocument?: StoredDocument | null;
  buyerKind?: BuyerKind;
  registerNumber?: string;
};

// The field schemas of the contract, without its cross-field refinements (handled below).
const shape = registerRequestSchema.innerType().innerType().shape;
const required = requiredRule(m.required);
const fieldRules = (field: keyof typeof shape): FormRule[] => [required, zodRule(shape[field])];

const roleRule: FormRule = ({ getFieldValue }) => ({
  validator: async () => {
    if (!getFieldValue('isCedente') && !getFieldValue('isCessionario')) throw new Error(m.roleRequired);
  },
});
const documentRule: FormRule = {
  validator: async (_rule, value: StoredDocument | null | undefined) => {
    if (!value) throw new Error(m.businessDocumentRequired);
  },
};

export function RegisterForm() {
  const [form] = Form.useForm<RegisterFormValues>();
  const register = useRegister();
  const toast = useToast();
  const [serverError, setServerError] = useState<string | null>(null);
  const duplicates = useDuplicateErrors(form);

  const onFinish = (values: RegisterFormValues) => {
    if (duplicates.any) return;
    const buyer = values.isCessionario === true;
    // The kind is a cessionario's; its register number only where the kind has a register.
    const kind = buyer ? values.buyerKind : undefined;
    const parsed = registerRequestSchema.safeParse({
      ...values,
      isCedente: values.isCedente === true,
      isCessionario: buyer,
      buyerKind: kind ?? null,
      registerNumber: kind && registerLabel(kind) ? values.registerNumber?.trim() || null : null,
    });
    if (!parsed.success) return setServerError(parsed.error.issues[0]?.message ?? m.required);
    setServerError(null);
    // On success the session user is set and the guest-only guard moves the person to the dashboard.
    register.mutate(parsed.data, {
      onError: (error) => {
        const message = errorMessage(error, 'Errore durante la registrazione');
        setServerError(message);
        toast.error('Registrazione non riuscita', message);
      },
    });
  };

  return (
    <Form form={form} name="register-form" layout="vertical" onFinish={onFinish} requiredMark={false}>
      <Form.Item label="Nome utente" name="username" rules={fieldRules('username')} {...duplicates.username}>
        <Input name="username" autoComplete="username" />
      </Form.Item>
      <Form.Item label="Password" name="password" rules={fieldRules('password')} extra="Crea una password sicura di almeno 8 caratteri">
        <Input.Password name="password" autoComplete="new-password" />
      </Form.Item>
      <Form.Item label="Ragione sociale" name="companyName" rules={fieldRules('companyName')}>
        <Input name="companyName" autoComplete="organization" />
      </Form.Item>
      <Form.Item label="Partita IVA" name="vatNumber" rules={fieldRules('vatNumber')} {...duplicates.vatNumber}>
        <Input name="vatNumber" inputMode="numeric" maxLength={11} placeholder="11 cifre" />
      </Form.Item>
      <Form.Item label="Rappresentante legale" name="legalRepName" rules={fieldRules('legalRepName')}>
        <Input name="legalRepName" autoComplete="name" />
      </Form.Item>
      <Form.Item label="Telefono" name="phone" rules={fieldRules('phone')}>
        <Input name="phone" inputMode="tel" autoComplete="tel" maxLength={10} placeholder="10 cifre" />
      </Form.Item>
      <Form.Item label="Email" name="email" rules={fieldRules('email')} {...duplicates.email}>
        <Input name="email" inputMode="email" autoComplete="email" />
      </Form.Item>
      <RoleCheckboxes />
      <BuyerKindFields />
      <Form.Item label="Visura camerale" name="businessDocument" rules={[documentRule]}>
        <BusinessDocumentUpload />
      </Form.Item>
      {serverError && <Alert type="error" showIcon message={serverError} style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" block loading={register.isPending} disabled={duplicates.any}>
        Registrati
      </Button>
    </Form>
  );
}

/** Both roles in one form row; the "at least one" error shows once, under the row. */
function RoleCheckboxes() {
  return (
    <Form.Item label="Ruolo" required={false}>
      <Form.Item name="isCedente" valuePropName="checked" rules={[roleRule]} dependencies={['isCessionario']} noStyle>
        <Checkbox name="isCedente">Cedente (vendo crediti)</Checkbox>
      </Form.Item>
      <Form.Item name="isCessionario" valuePropName="checked" noStyle>
        <Checkbox name="isCessionario">Cessionario (acquisto crediti)</Checkbox>
      </Form.Item>
    </Form.Item>
  );
}

const kindOptions = buyerKinds.map((kind) => ({ value: kind, label: buyerKindLabels[kind] }));

/**
 * Issue 46: a cessionario may say what it is when registering (issue 27's qualification, optional:
 * 'Impresa' when left empty), with the register number of a qualified kind; an admin verifies it as
 * from the profile. Shown once 'Cessionario' is ticked.
 */
function BuyerKindFields() {
  const form = Form.useFormInstance<RegisterFormValues>();
  const buyer = Form.useWatch('isCessionario', form) === true;
  const kind = Form.useWatch('buyerKind', form);
  const register = kind ? registerLabel(kind) : null;
  const registerName = kind ? buyerRegisters[kind]?.name : undefined;
  if (!buyer) return null;
  return (
    <>
      <Form.Item
        label="Qualifica acquirente"
        name="buyerKind"
        extra="Facoltativa: banche, intermediari, gruppi bancari e assicurazioni sono verificati dall'amministrazione"
      >
        <Select<BuyerKind> allowClear placeholder={buyerKindLabels.impresa} options={kindOptions} />
      </Form.Item>
      {register && registerName && (
        <Form.Item label={register} name="registerNumber" rules={[requiredRule(creditMessages.registerNumberRequired(registerName))]}>
          <Input name="registerNumber" maxLength={30} />
        </Form.Item>
      )}
    </>
  );
}
