import { Form, Radio, Space } from 'antd';
import { useId } from 'react';
import { radioGroupRole } from '../../../lib/radio-group-role';
import { mailModeOptions } from './saved-search-fields';

/** The `mail` field of a saved-search form: one radio per mode, the group named by its label. */
export function MailModeRadios({ label }: { label: string }) {
  const id = useId();
  return (
    <Form.Item label={<span id={id}>{label}</span>}>
      <Form.Item name="mail" noStyle>
        <Radio.Group {...radioGroupRole} aria-labelledby={id}>
          <Space direction="vertical">
            {mailModeOptions.map(({ value, label: text }) => (
              <Radio key={value} value={value}>
                {text}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Form.Item>
    </Form.Item>
  );
}
