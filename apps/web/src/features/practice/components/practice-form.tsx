import { type ProFormInstance, StepsForm } from '@ant-design/pro-components';
import { creditTypeKeys, creditTypes, documentCategories, practiceLimits, practiceMessages, type CreditType } from '@pratiche/domain';
import { Button, Form, InputNumber, Radio, Slider, Switch } from 'antd';
import { lazy, Suspense, useRef, useState } from 'react';
import { AmountField } from '../../../lib/amount-field';
import { FormSelect } from '../../../lib/form-select';
import { radioGroupRole } from '../../../lib/radio-group-role';
import { hasTributeCodes, type PracticeDocumentLists, type PracticeFormValues, tributeCodeChoices } from '../practice-form-values';
import { documentCategoryLabels } from '../practice-labels';
import { DocumentsUploadField } from './documents-upload-field';
import { DueDiligenceFactsFields } from './due-diligence-facts-fields';

type Props = {
  initialValues: PracticeFormValues;
  years: number[];
  submitLabel: string;
  saving: boolean;
  /** Resolves true when saved: the form then stays as it is while the page moves on. */
  onSubmit: (values: PracticeFormValues) => Promise<boolean>;
  existingDocuments?: PracticeDocumentLists;
  practiceId?: number;
};

// The schedule and chain editors load with the form but in their own chunk: the first step does not show them.
const CreditTermsFields = lazy(() => import('./credit-terms-fields').then((module) => ({ default: module.CreditTermsFields })));

const lastStep = 3;
const detailFields = ['year', 'amount', 'discount', 'tributeCode', 'rate', 'transferChain'] as const;
const advancedFields = ['isTraceable', 'numSites'] as const;

// Each step starts from its own fields only: the steps' values are merged on submit.
const pick = <K extends keyof PracticeFormValues>(values: PracticeFormValues, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, values[key]])) as Pick<PracticeFormValues, K>;

/**
 * The steps of spec 2 /practice/new, also used to edit: credit type, details, advanced settings,
 * documents, then submit. Submit stays disabled until a type is chosen and while saving.
 */
export function PracticeForm({ initialValues, years, submitLabel, saving, onSubmit, existingDocuments, practiceId }: Props) {
  const [type, setType] = useState<CreditType | undefined>(initialValues.type);
  // The credit's amount, for the live list of required documents on the last step.
  const [amount, setAmount] = useState(initialValues.amount ?? 0);
  const detailsForm = useRef<ProFormInstance>(undefined);
  const withCodes = hasTributeCodes(type);

  const chooseType = (next: CreditType) => {
    setType(next);
    // A code of the previous type is no code of this one.
    const details = detailsForm.current;
    if (details && !tributeCodeChoices(next).includes(details.getFieldValue('tributeCode'))) details.setFieldValue('tributeCode', undefined);
  };

  return (
    <StepsForm<PracticeFormValues>
      onFinish={async (values) => onSubmit({ ...initialValues, ...values, type })}
      stepsProps={{ size: 'small', labelPlacement: 'vertical' }}
      // pro-form gives the container a 420 px minimum: wider than a phone.
      containerStyle={{ width: '100%', maxWidth: 640, minWidth: 0 }}
      formProps={{ layout: 'vertical', requiredMark: true }}
      submitter={{
        render: ({ step, onPre, onSubmit: next }) => [
          step > 0 && (
            <Button key="back" onClick={onPre}>
              Indietro
            </Button>
          ),
          step < lastStep ? (
            <Button key="next" type="primary" onClick={next}>
              Avanti
            </Button>
          ) : (
            <Button key="submit" type="primary" disabled={!type || saving} loading={saving} onClick={next}>
              {submitLabel}
            </Button>
          ),
        ],
      }}
    >
      <StepsForm.StepForm name="type" title="Tipo di credito" initialValues={{ type: initialValues.type }}>
        <Form.Item name="type" label="Tipo di credito" rules={[{ required: true, message: 'Seleziona il tipo di credito' }]}>
          <Radio.Group
            {...radioGroupRole}
            buttonStyle="solid"
            onChange={(event) => chooseType(event.target.value as CreditType)}
            style={{ display: 'grid', gap: 8 }}
          >
            {creditTypeKeys.map((key) => (
              <Radio.Button key={key} value={key} style={{ borderRadius: 8, borderInlineStartWidth: 1 }}>
                {creditTypes[key].label}
              </Radio.Button>
            ))}
          </Radio.Group>
        </Form.Item>
      </StepsForm.StepForm>

      <StepsForm.StepForm
        name="details"
        title="Dettagli"
        formRef={detailsForm}
        initialValues={pick(initialValues, detailFields)}
        onValuesChange={(changed: Partial<PracticeFormValues>) => {
          if (changed.amount !== undefined) setAmount(changed.amount);
        }}
      >
        <Form.Item name="year" label="Annualità" rules={[{ required: true, message: 'Questo campo è obbligatorio' }]}>
          <FormSelect options={years.map((year) => ({ value: year, label: String(year) }))} />
        </Form.Item>
        <Form.Item name="amount" label="Importo del credito" rules={[{ type: 'number', max: practiceLimits.maxAmount, message: practiceMessages.amountMax }]}>
          <AmountField />
        </Form.Item>
        <Form.Item
          name="discount"
          label="Sconto"
          rules={[
            { type: 'number', min: practiceLimits.minDiscount, message: practiceMessages.discountMin },
            { type: 'number', max: practiceLimits.maxDiscount, message: practiceMessages.discountMax },
          ]}
        >
          <InputNumber step={0.01} precision={2} decimalSeparator="," addonAfter="%" style={{ width: '100%' }} />
        </Form.Item>
        {withCodes && (
          <Form.Item name="tributeCode" label="Codice tributo" rules={[{ required: true, message: practiceMessages.tributeCodeRequired }]}>
            <FormSelect placeholder="Seleziona il codice tributo" options={tributeCodeChoices(type).map((code) => ({ value: code, label: code }))} />
          </Form.Item>
        )}
        <Suspense fallback={null}>
          <CreditTermsFields type={type} />
        </Suspense>
      </StepsForm.StepForm>

      <StepsForm.StepForm name="advanced" title="Impostazioni avanzate" initialValues={pick(initialValues, advancedFields)}>
        {withCodes && (
          <Form.Item name="isTraceable" label="Credito tracciabile" valuePropName="checked">
            <Switch checkedChildren="Sì" unCheckedChildren="No" />
          </Form.Item>
        )}
        <Form.Item label="Numero di cantieri" shouldUpdate>
          {({ getFieldValue }) => (
            <>
              <strong>{getFieldValue('numSites')}</strong>
              <Form.Item name="numSites" noStyle>
                <Slider min={practiceLimits.minNumSites} max={practiceLimits.maxNumSites} step={1} ariaLabelForHandle="Numero di cantieri" />
              </Form.Item>
            </>
          )}
        </Form.Item>
      </StepsForm.StepForm>

      <StepsForm.StepForm
        name="documents"
        title="Documenti"
        initialValues={{ documents: initialValues.documents, dueDiligenceFacts: initialValues.dueDiligenceFacts }}
      >
        <DueDiligenceFactsFields type={type} amount={amount} />
        {documentCategories.map((category) => (
          <Form.Item key={category} name={['documents', category]} label={documentCategoryLabels[category]}>
            <DocumentsUploadField category={category} existing={existingDocuments?.[category]} practiceId={practiceId} />
          </Form.Item>
        ))}
      </StepsForm.StepForm>
    </StepsForm>
  );
}
