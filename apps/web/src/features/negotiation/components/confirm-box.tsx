import { offerLimits } from '@pratiche/domain';
import { Button, Flex, Form, Input, Typography } from 'antd';

type Props = {
  question: string;
  detail?: string;
  confirmText: string;
  danger?: boolean;
  /** Asks a reason: optional (a rejection) or required with the domain's message (an abandonment). */
  reason?: { label: string; requiredMessage?: string };
  loading: boolean;
  /** Resolves true when the command succeeded, so the box closes. */
  onConfirm: (reason: string | null) => Promise<boolean>;
  onCancel: () => void;
};

/**
 * The confirmation of a step that binds (accept, reject, withdraw, abandon), in place under its
 * button rather than in a dialog or popover: no overlay to lose on a phone, and no antd overlay
 * chunk in the panel (the route budgets of bench/web-bundle.ts count the chunks it would split).
 */
export function ConfirmBox({ question, detail, confirmText, danger, reason, loading, onConfirm, onCancel }: Props) {
  const submit = async (values: { reason?: string }) => {
    if (await onConfirm(values.reason?.trim() || null)) onCancel();
  };
  return (
    <Form layout="vertical" onFinish={submit} role="group" aria-label={question} style={{ background: '#fafafa', borderRadius: 8, padding: 12, width: '100%' }}>
      <Typography.Paragraph strong style={{ marginBottom: detail ? 4 : 12 }}>
        {question}
      </Typography.Paragraph>
      {detail && <Typography.Paragraph>{detail}</Typography.Paragraph>}
      {reason && (
        <Form.Item
          name="reason"
          label={reason.label}
          rules={reason.requiredMessage ? [{ required: true, whitespace: true, message: reason.requiredMessage }] : []}
        >
          <Input.TextArea rows={2} maxLength={offerLimits.maxReasonLength} showCount />
        </Form.Item>
      )}
      <Flex wrap gap={8}>
        <Button type="primary" danger={danger} htmlType="submit" loading={loading}>
          {confirmText}
        </Button>
        <Button onClick={onCancel} disabled={loading}>
          Annulla
        </Button>
      </Flex>
    </Form>
  );
}
