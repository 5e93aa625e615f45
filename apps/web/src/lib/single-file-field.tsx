import { UploadOutlined } from '@ant-design/icons';
import { Button, Form, Upload, type FormRule, type UploadFile } from 'antd';

type Props = { name: string; label: string; accept: string; rules: FormRule[]; buttonText: string };

/**
 * One file chosen in a form and sent with its other fields on submit (`beforeUpload` keeps it in
 * the browser): a later choice replaces the earlier one. The form's value is the antd file list.
 */
export function SingleFileField({ name, label, accept, rules, buttonText }: Props) {
  return (
    <Form.Item
      name={name}
      label={label}
      valuePropName="fileList"
      getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList.slice(-1)}
      rules={rules}
    >
      <Upload accept={accept} maxCount={1} beforeUpload={() => false}>
        <Button icon={<UploadOutlined />}>{buttonText}</Button>
      </Upload>
    </Form.Item>
  );
}
