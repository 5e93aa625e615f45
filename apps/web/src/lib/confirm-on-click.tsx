import { Popconfirm, type PopconfirmProps } from 'antd';
import { cloneElement, type ReactElement, useState } from 'react';

type Props = Omit<PopconfirmProps, 'children' | 'open' | 'defaultOpen'> & { children: ReactElement<{ onClick?: () => void }> };

/**
 * A Popconfirm mounted on the first click of its button, already open. A table shows one per row
 * and each mounted Popconfirm registers its styles on mount (antd's CSS-in-JS, in the commit,
 * which cannot yield): deferring them keeps the table's first render short.
 */
export function ConfirmOnClick({ children: button, ...confirm }: Props) {
  const [armed, setArmed] = useState(false);
  if (!armed) return cloneElement(button, { onClick: () => setArmed(true) });
  return (
    <Popconfirm {...confirm} defaultOpen>
      {button}
    </Popconfirm>
  );
}
