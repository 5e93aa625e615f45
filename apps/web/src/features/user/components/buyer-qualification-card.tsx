import type { UserResponse } from '@pratiche/contracts';
import { buyerKindLabels, buyerKinds, type BuyerKind } from '@pratiche/domain';
import { Alert, Button, Card, Flex, Input, InputNumber, Select, Typography } from 'antd';
import { useId, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';
import { useDeclareBuyerKind } from '../api/buyer-kind';
import { qualificationStatus, registerLabel } from '../buyer-qualification-view';

const kindOptions = buyerKinds.map((kind) => ({ value: kind, label: buyerKindLabels[kind] }));

/**
 * 'Qualifica acquirente' on a cessionario's profile (issue 27): what it is, with its register
 * number where one applies. A qualified kind counts once an admin verified it; saving a new
 * declaration asks for a new verification (the API's rule).
 */
export function BuyerQualificationCard({ user }: { user: UserResponse }) {
  const current = user.buyerQualification;
  const [kind, setKind] = useState<BuyerKind>(current.kind);
  const [registerNumber, setRegisterNumber] = useState(current.registerNumber ?? '');
  const [correntistaOf, setCorrentistaOf] = useState<number | null>(current.correntistaOf);
  const declare = useDeclareBuyerKind();
  const toast = useToast();
  const ids = useId();
  const register = registerLabel(kind);
  const status = qualificationStatus(current);
  const save = () =>
    declare.mutate(
      { kind, registerNumber: register ? registerNumber.trim() || null : null, correntistaOf },
      {
        onSuccess: () => toast.success('Qualifica salvata'),
        onError: (error) => toast.error('Qualifica non salvata', errorMessage(error, 'Riprova tra poco.')),
      },
    );
  return (
    <Card title="Qualifica acquirente">
      <Flex vertical gap={12}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          Dopo la prima cessione i crediti edilizi possono essere acquistati solo da banche, intermediari finanziari, società del gruppo bancario e
          assicurazioni, con qualifica verificata dall'amministrazione.
        </Typography.Paragraph>
        {status && <Alert type={status.tone} showIcon message={status.text} />}
        <Flex vertical gap={4}>
          <label htmlFor={`${ids}-kind`}>Qualifica</label>
          <Select<BuyerKind> id={`${ids}-kind`} options={kindOptions} value={kind} onChange={setKind} style={{ maxWidth: 420 }} />
        </Flex>
        {register && (
          <Flex vertical gap={4}>
            <label htmlFor={`${ids}-register`}>{register}</label>
            <Input
              id={`${ids}-register`}
              maxLength={30}
              value={registerNumber}
              onChange={(event) => setRegisterNumber(event.target.value)}
              style={{ maxWidth: 420 }}
            />
          </Flex>
        )}
        <Flex vertical gap={4}>
          <label htmlFor={`${ids}-bank`}>Banca di cui sei correntista (ID account, facoltativo)</label>
          <InputNumber<number>
            id={`${ids}-bank`}
            aria-describedby={`${ids}-bank-help`}
            min={1}
            precision={0}
            value={correntistaOf}
            onChange={(value) => setCorrentistaOf(value ?? null)}
            style={{ maxWidth: 240 }}
          />
          <Typography.Text id={`${ids}-bank-help`} type="secondary">
            Le banche cedono i crediti ai propri correntisti, e a quelli della propria capogruppo, in qualsiasi momento della catena.
          </Typography.Text>
        </Flex>
        <div>
          <Button type="primary" loading={declare.isPending} onClick={save}>
            Salva qualifica
          </Button>
        </div>
      </Flex>
    </Card>
  );
}
