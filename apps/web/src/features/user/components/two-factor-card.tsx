import { twoFactorMessages, type TwoFactorSetup } from '@pratiche/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Form, Input, Skeleton, Tag, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';
import { requiredRule } from '../../../lib/zod-rule';
import { useTwoFactorSetup } from '../api/two-factor-setup';
import { twoFactorStatusQueryOptions } from '../api/two-factor-status';
import { recoveryCodesLeftText } from '../two-factor-view';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { TwoFactorDisableForm } from './two-factor-disable-form';
import { TwoFactorSetupStep } from './two-factor-setup-step';

type Props = {
  username: string;
  /** The forced enrolment page: no way to cancel the setup, and 'Continua' once the codes are kept. */
  enrolment?: { onFinished: () => void };
};

type Phase = { step: 'status' } | { step: 'setup'; setup: TwoFactorSetup } | { step: 'codes'; codes: string[] } | { step: 'disable' };

// antd's green tag text is below 4.5:1 on its background (axe): a darker green of the same family.
const onTag = (
  <Tag color="success" style={{ color: '#135200' }}>
    Attiva
  </Tag>
);

/**
 * 'Verifica in due passaggi' (issue 31): off → 'Attiva' → scan and confirm → the recovery codes,
 * shown once; on → status, codes left, 'Disattiva' with password and code. The profile's Sicurezza
 * tab and the admins' enrolment page draw the same card.
 */
export function TwoFactorCard({ username, enrolment }: Props) {
  const status = useQuery(twoFactorStatusQueryOptions());
  const [phase, setPhase] = useState<Phase>({ step: 'status' });
  const toStatus = () => setPhase({ step: 'status' });
  // The enrolment page's own heading already says 'Verifica in due passaggi'.
  const title = enrolment ? 'App di autenticazione' : 'Verifica in due passaggi';

  if (phase.step === 'setup') {
    const onEnabled = (codes: string[]) => setPhase({ step: 'codes', codes });
    return (
      <TwoFactorFrame title={title}>
        <TwoFactorSetupStep setup={phase.setup} onEnabled={onEnabled} onCancel={enrolment ? undefined : toStatus} />
      </TwoFactorFrame>
    );
  }
  if (phase.step === 'codes') {
    const done = enrolment ? enrolment.onFinished : toStatus;
    return (
      <TwoFactorFrame title={title} extra={onTag}>
        <RecoveryCodesPanel codes={phase.codes} username={username} doneLabel={enrolment ? 'Continua' : 'Ho salvato i codici'} onDone={done} />
      </TwoFactorFrame>
    );
  }
  if (status.isPending)
    return (
      <TwoFactorFrame title={title}>
        <Skeleton active paragraph={{ rows: 2 }} />
      </TwoFactorFrame>
    );
  if (status.isError)
    return (
      <TwoFactorFrame title={title}>
        <Alert type="error" showIcon message={errorMessage(status.error, 'Stato non disponibile, riprova più tardi')} />
      </TwoFactorFrame>
    );
  if (!status.data.enabled) return <TwoFactorOff title={title} onSetup={(setup) => setPhase({ step: 'setup', setup })} />;
  return (
    <TwoFactorFrame title={title} extra={onTag}>
      {phase.step === 'disable' ? (
        <TwoFactorDisableForm onDone={toStatus} />
      ) : (
        <Flex vertical gap={16} align="start">
          <Typography.Text>A ogni accesso, dopo la password, ti chiediamo il codice dell&apos;app di autenticazione.</Typography.Text>
          <Typography.Text type={status.data.recoveryCodesLeft <= 3 ? 'warning' : 'secondary'}>
            {recoveryCodesLeftText(status.data.recoveryCodesLeft)}
          </Typography.Text>
          <Button danger onClick={() => setPhase({ step: 'disable' })}>
            Disattiva
          </Button>
        </Flex>
      )}
    </TwoFactorFrame>
  );
}

function TwoFactorFrame({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <Card title={title} extra={extra}>
      {children}
    </Card>
  );
}

const passwordRules = [requiredRule(twoFactorMessages.password)];

/**
 * 2FA off: what it is, the current password (asked as for a password change) and 'Attiva', which
 * asks the server for a new secret. Turning it on signs the account out of its other devices.
 */
function TwoFactorOff({ title, onSetup }: { title: string; onSetup: (setup: TwoFactorSetup) => void }) {
  const setup = useTwoFactorSetup();
  const toast = useToast();
  const start = ({ password }: { password: string }) =>
    setup.mutate(
      { password },
      {
        onSuccess: onSetup,
        onError: (error) => toast.error('Attivazione non riuscita', errorMessage(error, 'Riprova tra qualche istante.')),
      },
    );
  return (
    <TwoFactorFrame title={title} extra={<Tag>Non attiva</Tag>}>
      <Flex vertical gap={16} align="start">
        <Typography.Text>
          Oltre alla password, a ogni accesso ti chiediamo un codice a 6 cifre generato da un&apos;app di autenticazione sul tuo telefono: chi scopre la
          password da solo non entra. All&apos;attivazione gli altri dispositivi collegati al tuo account vengono disconnessi.
        </Typography.Text>
        <Form name="two-factor-setup-form" layout="vertical" onFinish={start} requiredMark={false} style={{ width: '100%', maxWidth: 360 }}>
          <Form.Item label="Password attuale" name="password" rules={passwordRules}>
            <Input.Password name="password" autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={setup.isPending}>
            Attiva
          </Button>
        </Form>
      </Flex>
    </TwoFactorFrame>
  );
}
