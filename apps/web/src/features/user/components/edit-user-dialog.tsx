import { type AdminUserEditRequest, adminUserEditRequestSchema, type UserResponse } from '@pratiche/contracts';
import { Col, Form, Input, Modal, Row, Switch } from 'antd';
import { errorMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';
import { requiredRule, zodRule } from '../../../lib/zod-rule';
import { useEditUser } from '../api/update-user';
import { ResetTwoFactorButton } from './reset-two-factor-button';

type Values = Required<Pick<AdminUserEditRequest, 'username' | 'email' | 'companyName' | 'vatNumber' | 'legalRepName' | 'phone' | 'isAdmin' | 'isCessionario'>>;

const shape = adminUserEditRequestSchema.shape;
const textFields: { name: keyof typeof shape & keyof Values; label: string }[] = [
  { name: 'username', label: 'Username' },
  { name: 'email', label: 'Email' },
  { name: 'companyName', label: 'Ragione sociale' },
  { name: 'vatNumber', label: 'Partita IVA' },
  { name: 'legalRepName', label: 'Rappresentante legale' },
  { name: 'phone', label: 'Telefono' },
];

/** Spec 2 'Modifica Utente': the account's data and the admin and cessionario switches, checked as at sign-up. */
export function EditUserDialog({ user, onClose }: { user: UserResponse; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const edit = useEditUser();
  const toast = useToast();
  const onFinish = (values: Values) =>
    edit.mutateAsync({ id: user.id, changes: values }).then(
      () => {
        toast.success('Utente aggiornato');
        onClose();
      },
      (error: unknown) => toast.error('Errore', errorMessage(error, "Errore nell'aggiornamento dell'utente")),
    );
  return (
    <Modal
      open
      title="Modifica Utente"
      okText="Salva Modifiche"
      cancelText="Annulla"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={edit.isPending}
      width={640}
      destroyOnClose
    >
      <Form form={form} layout="vertical" name="edit-user" initialValues={user} onFinish={(values) => void onFinish(values)}>
        <Row gutter={12}>
          {textFields.map(({ name, label }) => (
            <Col key={name} xs={24} sm={12}>
              <Form.Item name={name} label={label} rules={[requiredRule('Valore obbligatorio'), zodRule(shape[name])]}>
                <Input />
              </Form.Item>
            </Col>
          ))}
          <Col xs={12}>
            <Form.Item name="isAdmin" label="Amministratore" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={12}>
            <Form.Item name="isCessionario" label="Cessionario" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item label="Verifica in due passaggi" style={{ marginBottom: 0 }}>
              <ResetTwoFactorButton user={user} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
