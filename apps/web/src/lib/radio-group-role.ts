/**
 * antd 5's Radio.Group hands `role` on to its div but does not type it. Without it the div is a
 * plain one, which may not carry the aria-required, aria-invalid or aria-labelledby it gets
 * (axe 'aria-allowed-attr'); a radiogroup may.
 */
export const radioGroupRole = { role: 'radiogroup' };
