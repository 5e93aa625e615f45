import { BellOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { formatDateTime } from '../../../lib/format';

export type WatchControl = { watched: (practiceId: number) => boolean | undefined; onWatch: (practiceId: number, watch: boolean) => void; pending: boolean };

/**
 * A practice under another buyer's exclusivity: until when, and 'Avvisami' to be told when it is
 * on sale again ('Non avvisarmi più' to stop). The button waits for the watches to load.
 */
export function ReservedNotice({ practiceId, until, watch }: { practiceId: number; until: string; watch: WatchControl }) {
  const watched = watch.watched(practiceId);
  return (
    <Flex gap={8} align="center" wrap="wrap" className="reserved-notice">
      <Typography.Text strong style={{ color: '#ad4e00' }}>
        In trattativa esclusiva fino al {formatDateTime(until)}
      </Typography.Text>
      <Button
        size="small"
        icon={<BellOutlined />}
        disabled={watched === undefined}
        loading={watch.pending}
        onClick={(event) => {
          event.stopPropagation();
          watch.onWatch(practiceId, !watched);
        }}
      >
        {watched ? 'Non avvisarmi più' : 'Avvisami'}
      </Button>
    </Flex>
  );
}
