import { Card, Col, Row, Statistic } from 'antd';
import { useUserStatusCounts } from '../api/list-users';

/** Spec 2 Users tab counters: 'Da Approvare' (pending) and 'Attivi' (active). */
export function UserCounterCards() {
  const { data, isPending } = useUserStatusCounts();
  const counters = [
    { title: 'Da Approvare', value: data?.pending },
    { title: 'Attivi', value: data?.active },
  ];
  return (
    <Row gutter={[12, 12]}>
      {counters.map(({ title, value }) => (
        <Col key={title} xs={12}>
          <Card size="small" style={{ height: '100%' }}>
            <Statistic title={title} value={value ?? 0} loading={isPending} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
