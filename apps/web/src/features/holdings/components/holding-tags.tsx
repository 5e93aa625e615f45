import type { HoldingResponse } from '@pratiche/contracts';
import { Flex, Tag } from 'antd';
import { holdingTags } from '../holdings-view';

/** 'In compensazione', 'Cedibile' or 'Non cedibile', and the 75 rule's tag when it applies. */
export function HoldingTags({ holding }: { holding: HoldingResponse }) {
  return (
    <Flex wrap gap={4}>
      {holdingTags(holding).map((tag) => (
        <Tag key={tag.key} color={tag.color} style={{ marginInlineEnd: 0, whiteSpace: 'normal' }}>
          {tag.label}
        </Tag>
      ))}
    </Flex>
  );
}
