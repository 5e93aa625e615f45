import type { PracticeResponse } from '@pratiche/contracts';
import { List, Typography } from 'antd';
import { formatDateTime } from '../../../lib/format';

/** Review comments, newest last, each signed 'Admin' with its date (spec 2). */
export function PracticeComments({ comments }: { comments: PracticeResponse['comments'] }) {
  if (comments.length === 0) return <Typography.Text type="secondary">Nessun commento</Typography.Text>;
  return (
    <List
      size="small"
      dataSource={comments}
      renderItem={(comment) => (
        <List.Item>
          <div>
            <Typography.Text strong>Admin</Typography.Text> <Typography.Text type="secondary">{formatDateTime(comment.date)}</Typography.Text>
            <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{comment.text}</Typography.Paragraph>
          </div>
        </List.Item>
      )}
    />
  );
}
