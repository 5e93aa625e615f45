import { SettingOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Statistic } from 'antd';
import { Link } from 'react-router-dom';
import { practicesPageQueryOptions, usePracticeCount } from '../../features/practice/api/list-practices-to-review';
import { useUserStatusCounts } from '../../features/user/api/list-users';

/** Every practice: the total of a one-row page. */
function usePracticeTotal() {
  return useQuery({ ...practicesPageQueryOptions({ current: 1, pageSize: 1 }), select: (page) => page.total });
}

/**
 * Spec 2 dashboard 'Pannello Admin': total users, users pending, total practices, pending
 * practices, and the link to /admin. The app passes it into the user feature's dashboard.
 */
export function AdminDashboardCard() {
  const users = useUserStatusCounts();
  const practices = usePracticeTotal();
  const pendingPractices = usePracticeCount('pending');
  const counts = users.data;
  const figures = [
    { title: 'Utenti totali', value: counts && counts.pending + counts.active + counts.rejected + counts.blocked, loading: users.isPending },
    { title: 'Utenti in attesa', value: counts?.pending, loading: users.isPending },
    { title: 'Pratiche totali', value: practices.data, loading: practices.isPending },
    { title: 'Pratiche in attesa', value: pendingPractices.data, loading: pendingPractices.isPending },
  ];
  return (
    <Card
      style={{ height: '100%' }}
      title={
        <span>
          <SettingOutlined /> Pannello Admin
        </span>
      }
      actions={[
        <Link key="admin" to="/admin">
          Apri il pannello
        </Link>,
      ]}
    >
      <Row gutter={[12, 12]}>
        {figures.map(({ title, value, loading }) => (
          <Col key={title} xs={12}>
            <Statistic title={title} value={value ?? 0} loading={loading} />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
