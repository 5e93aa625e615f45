import type { UserResponse } from '@pratiche/contracts';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { formatCredits } from '../../../lib/format';
import { useToast } from '../../../lib/use-toast';
import { useAddCredits } from '../api/add-credits';
import { creditsErrorMessage, creditsMessages } from '../credits-error';
import { defaultCreditAmount, readCreditsForm } from '../credits-form';

type Values = { amount: string; pin: string };

/**
 * Spec 2 add-credits dialog: amount (100 by default) and the admin's PIN. A refusal, the form's
 * own or the server's (spec 8), is a toast and stays written inside the dialog.
 */
export function AddCreditsDialog({ user, onClose, onAdded }: { user: UserResponse; onClose: () => void; onAdded: () => unknown }) {
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);
  const add = useAddCredits(onAdded);
  const toast = useToast();

  const fail = (message: string) => {
    setError(message);
    toast.error('Errore', message);
  };
  const onOk = () => {
    const { amount, pin } = form.getFieldsValue();
    const read = readCreditsForm(amount, pin);
    if (!read.ok) return fail(read.error);
    setError(null);
    add.mutateAsync({ id: user.id, amount: read.request.amount, pin: read.request.pin }).then(
      () => {
        toast.success(creditsMessages.success);
        onClose();
      },
      (failure: unknown) => fail(creditsErrorMessage(failure)),
    );
  };

  return (
    <Modal
      open
      title="Aggiungi Crediti"
      okText="Aggiungi Crediti"
      cancelText="Annulla"
      onOk={onOk}
      onCancel={onClose}
      confirmLoading={add.isPending}
      destroyOnClose
    >
      <Typography.Paragraph>
        {user.companyName} ({user.username}) · saldo attuale <strong>{formatCredits(user.walletBalance)} crediti</strong>
      </Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        name="add-credits"
        initialValues={{ amount: String(defaultCreditAmount), pin: '' }}
        onFinish={onOk}
        onValuesChange={() => setError(null)}
      >
        <Form.Item name="amount" label="Importo (crediti)">
          <Input inputMode="numeric" />
        </Form.Item>
        <Form.Item name="pin" label="PIN di sicurezza">
          <Input.Password autoComplete="off" inputMode="numeric" />
        </Form.Item>
        {error ? <Alert type="error" showIcon message={error} role="alert" /> : null}
      </Form>
    </Modal>
  );
}
