import { unstartedChain } from '@pratiche/domain';
import { Form, Typography } from 'antd';
import { vatCreditNotice } from '../../../lib/credit-terms/credit-terms-text';
import { chainError, scheduleError } from '../credit-terms-form';
import { ChainEditor } from './chain-editor';
import { ScheduleEditor } from './schedule-editor';

const reject = (message: string | null) => (message ? Promise.reject(new Error(message)) : Promise.resolve());

/**
 * Issue 27's part of the 'Dettagli' step: the schedule of rate (proposed once type, year and amount
 * are set) and the transfer chain, checked with the domain's own rules and Italian messages.
 */
export function CreditTermsFields({ type }: { type: string | undefined }) {
  return (
    <>
      <Typography.Title level={4} style={{ marginTop: 8 }}>
        Piano delle rate
      </Typography.Title>
      {type === 'CREDITO_IVA' ? (
        <Typography.Paragraph>{vatCreditNotice}</Typography.Paragraph>
      ) : (
        <Form.Item noStyle dependencies={['year', 'amount']}>
          {({ getFieldValue }) => (
            <Form.Item
              name="rate"
              dependencies={['year', 'amount']}
              rules={[{ validator: (_, rows) => reject(scheduleError(type, getFieldValue('year'), getFieldValue('amount'), rows ?? [])) }]}
            >
              <ScheduleEditor type={type} year={getFieldValue('year')} amount={getFieldValue('amount')} />
            </Form.Item>
          )}
        </Form.Item>
      )}
      <Typography.Title level={4}>Catena delle cessioni</Typography.Title>
      <Form.Item name="transferChain" rules={[{ validator: (_, chain) => reject(type === 'CREDITO_IVA' ? null : chainError(chain ?? unstartedChain())) }]}>
        <ChainEditor type={type} />
      </Form.Item>
    </>
  );
}
