import { userValidationMessages, type TradingProfileRequest, type UserResponse } from '@pratiche/contracts';
import { Button, Card, Form, Input, Typography } from 'antd';
import { errorMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';
import { requiredRule } from '../../../lib/zod-rule';
import { useDeclareTradingProfile } from '../api/buyer-kind';
import { TradingDocumentsSection } from './trading-documents-section';

// The spec's wording of a missing field, as the other forms say it.
const required = requiredRule(userValidationMessages.required);
const empty: TradingProfileRequest = { codiceFiscale: '', pec: '', registeredOffice: '', ateco: '', beneficialOwner: '' };

/**
 * 'Dati per le cessioni' on the profile (issue 46): what a bank's onboarding asks before a company
 * trades, and what the transfer's drafts use. The API checks each field and answers in Italian.
 * Below the data, the account's documents for trading (identity document, balance sheets).
 */
export function TradingProfileCard({ user }: { user: UserResponse }) {
  const declare = useDeclareTradingProfile();
  const toast = useToast();
  const save = (values: TradingProfileRequest) =>
    declare.mutate(values, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) => toast.error('Dati non salvati', errorMessage(error, 'Riprova tra poco.')),
    });
  return (
    <Card title="Dati per le cessioni">
      <Typography.Paragraph type="secondary">
        Servono prima di trattare: la banca o l&apos;intermediario li chiede per l&apos;adeguata verifica e compaiono nei contratti di cessione.
      </Typography.Paragraph>
      <Form<TradingProfileRequest>
        layout="vertical"
        name="trading-profile"
        initialValues={user.tradingProfile ?? empty}
        onFinish={save}
        style={{ maxWidth: 520 }}
      >
        <Form.Item
          label="Codice fiscale dell'impresa"
          name="codiceFiscale"
          rules={[required]}
          extra="11 cifre per una società, 16 caratteri per una ditta individuale"
        >
          <Input maxLength={16} autoComplete="off" />
        </Form.Item>
        <Form.Item label="PEC" name="pec" rules={[required]}>
          <Input inputMode="email" maxLength={254} autoComplete="email" />
        </Form.Item>
        <Form.Item label="Sede legale" name="registeredOffice" rules={[required]}>
          <Input maxLength={200} autoComplete="street-address" />
        </Form.Item>
        <Form.Item label="Codice ATECO" name="ateco" rules={[required]} extra="Per esempio 41.20.00">
          <Input maxLength={8} inputMode="decimal" />
        </Form.Item>
        <Form.Item
          label="Titolare effettivo"
          name="beneficialOwner"
          rules={[required]}
          extra="La persona fisica che possiede o controlla l'impresa (art. 20 D.Lgs. 231/2007)"
        >
          <Input maxLength={200} autoComplete="name" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={declare.isPending}>
          Salva dati
        </Button>
      </Form>
      <TradingDocumentsSection user={user} />
    </Card>
  );
}
