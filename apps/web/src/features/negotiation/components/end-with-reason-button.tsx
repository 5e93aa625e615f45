import { Button } from 'antd';
import { useState, type ComponentProps } from 'react';
import { ConfirmBox } from './confirm-box';
import { wrappingButton } from './wrapping-button';

type Props = Pick<ComponentProps<typeof ConfirmBox>, 'question' | 'detail' | 'confirmText' | 'loading' | 'onConfirm'> & {
  label: string;
  requiredMessage: string;
};

/** A step that ends the closing with a reason (an abandonment, a refusal): a danger button, then its confirmation in place. */
export function EndWithReasonButton({ label, requiredMessage, ...confirm }: Props) {
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <div>
        <Button danger onClick={() => setAsking(true)} style={wrappingButton}>
          {label}
        </Button>
      </div>
    );
  return <ConfirmBox {...confirm} danger reason={{ label: 'Motivo', requiredMessage }} onCancel={() => setAsking(false)} />;
}
