import { documentTypes, dueDiligenceFactLabels, type CreditType, worksStageLabels as stageLabels, worksStages } from '@pratiche/domain';
import { Alert, Divider, Form, Input, Radio, Switch, Typography } from 'antd';
import { AmountField } from '../../../lib/amount-field';
import { radioGroupRole } from '../../../lib/radio-group-role';
import { previewRequiredDocuments } from '../practice-form-values';

// Plain switches: the white "No" on the grey track fails the contrast check (axe).
const fact = (name: string) => ['dueDiligenceFacts', name];

/**
 * Issue 28, 'Documentazione': the facts that decide which documents the credit needs, and the list
 * they give, live, so the seller knows what to upload below.
 */
export function DueDiligenceFactsFields({ type, amount }: { type: CreditType | undefined; amount: number }) {
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        Documentazione
      </Typography.Title>
      <Form.Item name={fact('commonParts')} label="Lavori su parti comuni condominiali" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name={fact('worksAmount')} label="Importo dei lavori (€)" extra="Se vuoto, si considera l'importo del credito">
        {/* Not the credit amount's '0,00': the two fields must not read alike. */}
        <AmountField placeholder="Importo dei lavori" />
      </Form.Item>
      <Form.Item name={fact('ediliziaLibera')} label="Edilizia libera" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item
        name={fact('energyWorks')}
        label={dueDiligenceFactLabels.energyWorks}
        extra="Richiede gli APE e la trasmissione a ENEA (DM 6 agosto 2020)"
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>
      <Form.Item name={fact('worksByHolder')} label={dueDiligenceFactLabels.worksByHolder} extra="Richiede l'assenso del proprietario" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name={fact('stage')} label="Stato dei lavori">
        <Radio.Group
          {...radioGroupRole}
          optionType="button"
          buttonStyle="solid"
          options={worksStages.map((stage) => ({ value: stage, label: stageLabels[stage] }))}
        />
      </Form.Item>
      <Form.Item name={fact('sellerIsBank')} label="Il venditore è una banca o un intermediario" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name={fact('companyRegisteredOn')} label="Data di iscrizione dell'azienda (dalla visura camerale)">
        <Input type="date" style={{ maxWidth: 200 }} />
      </Form.Item>
      <Form.Item noStyle shouldUpdate>
        {({ getFieldValue }) => {
          const required = previewRequiredDocuments(type, getFieldValue('dueDiligenceFacts'), amount);
          if (required.length === 0) return null;
          return (
            <Alert
              type="info"
              data-testid="required-documents-preview"
              message={`Documenti richiesti (${required.length})`}
              description={
                <ul style={{ margin: 0, paddingLeft: 18 }}>
                  {required.map((docType) => (
                    <li key={docType}>{documentTypes[docType].label}</li>
                  ))}
                </ul>
              }
            />
          );
        }}
      </Form.Item>
      <Divider />
    </>
  );
}
