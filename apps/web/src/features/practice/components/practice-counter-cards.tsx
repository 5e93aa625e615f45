import { Card, Col, Row, Statistic } from 'antd';
import { usePracticeCount } from '../api/list-practices-to-review';
import { type PracticeCounter, practiceCounters } from '../practice-counters';

/** Spec 2 /admin: how many practices wait for a review, for an integration, and are approved. */
export function PracticeCounterCards() {
  return (
    <Row gutter={[12, 12]}>
      {practiceCounters.map((counter) => (
        <Col key={counter.status} xs={8}>
          <CounterCard counter={counter} />
        </Col>
      ))}
    </Row>
  );
}

function CounterCard({ counter }: { counter: PracticeCounter }) {
  const { data, isPending } = usePracticeCount(counter.status);
  return (
    <Card size="small" style={{ height: '100%' }}>
      <Statistic title={counter.title} value={data ?? 0} loading={isPending} />
    </Card>
  );
}
