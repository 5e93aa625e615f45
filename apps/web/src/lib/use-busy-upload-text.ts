import { theme } from 'antd';

/**
 * The colours of an upload area's text while it is disabled during an upload (issue 8). antd
 * greys a disabled Dragger's text to colorTextDisabled, too faint to read (axe color-contrast)
 * just when it says 'Caricamento in corso...': the text keeps its usual colours instead.
 */
export function useBusyUploadText(busy: boolean) {
  const { token } = theme.useToken();
  return busy ? { text: { color: token.colorText }, hint: { color: token.colorTextDescription } } : { text: undefined, hint: undefined };
}
