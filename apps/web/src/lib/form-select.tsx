import { Select, type SelectProps } from 'antd';

/**
 * antd 5's Select copies the aria-required and aria-invalid a Form.Item gives it onto its outer
 * div, where they are not allowed (axe 'aria-allowed-attr'; ant-design#46030, fixed in antd 6).
 * This Select drops both; an error stays announced by the Form.Item's message (role=alert),
 * which aria-describedby still links to the field.
 */
export function FormSelect({ 'aria-required': _required, 'aria-invalid': _invalid, ...props }: SelectProps) {
  return <Select {...props} />;
}
