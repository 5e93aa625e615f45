import { enableTwoFactorSchema, type TwoFactorSetup, twoFactorMessages } from '@pratiche/contracts';
import { Button, Flex, Form, Input, Typography } from 'antd';
import { errorMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';
import { requiredRule, zodRule } from '../../../lib/zod-rule';
import { useEnableTwoFactor } from '../api/two-factor-setup';
import { groupedSecret, qrCodeImageSource } from '../two-factor-view';

type Props = { setup: TwoFactorSetup; onEnabled: (recoveryCodes: string[]) => void; onCancel?: () => void };

const codeRules = [requiredRule(twoFactorMessages.code), zodRule(enableTwoFactorSchema.shape.code)];

/**
 * Scan and confirm (issue 31): the QR code (the API's SVG as an image), the secret to type by hand
 * or, on the phone that holds the app, a link that opens it; then the app's first code turns 2FA on.
 */
export function TwoFactorSetupStep({ setup, onEnabled, onCancel }: Props) {
  const enable = useEnableTwoFactor();
  const toast = useToast();
  const onFinish = ({ code }: { code: string }) =>
    enable.mutate(
      { code },
      {
        // No toast: at 390 px it would cover the codes' buttons, and the card's 'Attiva' says it.
        onSuccess: ({ recoveryCodes }) => onEnabled(recoveryCodes),
        onError: (error) => toast.error('Attivazione non riuscita', errorMessage(error, twoFactorMessages.codeWrong)),
      },
    );

  return (
    <Flex vertical gap={16}>
      <ol style={{ margin: 0, paddingLeft: 20, display: 'grid', gap: 8 }}>
        <li>Apri un&apos;app di autenticazione (ad esempio Google Authenticator, Microsoft Authenticator o Aegis).</li>
        <li>Inquadra il codice QR oppure inserisci la chiave a mano.</li>
        <li>Scrivi qui sotto il codice a 6 cifre che l&apos;app mostra.</li>
      </ol>
      <Flex wrap gap={16} align="center">
        <img src={qrCodeImageSource(setup.qrCodeSvg)} alt="Codice QR da inquadrare con l'app di autenticazione" width={176} height={176} style={qrStyle} />
        <Flex vertical gap={4} style={{ minWidth: 0, flex: '1 1 200px' }}>
          <Typography.Text type="secondary">Chiave da inserire a mano</Typography.Text>
          <Typography.Text
            code
            copyable={{ text: setup.secret, tooltips: ['Copia la chiave', 'Copiata'] }}
            style={{ wordBreak: 'break-all' }}
            data-testid="two-factor-secret"
          >
            {groupedSecret(setup.secret)}
          </Typography.Text>
          <a href={setup.otpauthUrl}>Apri nell&apos;app di autenticazione di questo dispositivo</a>
        </Flex>
      </Flex>
      <Form name="two-factor-enable-form" layout="vertical" onFinish={onFinish} requiredMark={false}>
        <Form.Item label="Codice di verifica" name="code" rules={codeRules}>
          <Input name="code" autoComplete="one-time-code" inputMode="numeric" placeholder="123456" style={{ maxWidth: 200 }} />
        </Form.Item>
        <Flex wrap gap={8}>
          <Button type="primary" htmlType="submit" loading={enable.isPending}>
            Conferma
          </Button>
          {onCancel && (
            <Button onClick={onCancel} disabled={enable.isPending}>
              Annulla
            </Button>
          )}
        </Flex>
      </Form>
    </Flex>
  );
}

// A white quiet zone around the code whatever the theme; the SVG scales to the box.
const qrStyle = { background: '#fff', padding: 8, border: '1px solid #f0f0f0', borderRadius: 8, boxSizing: 'content-box' } as const;
