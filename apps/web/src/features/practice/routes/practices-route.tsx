import { Typography } from 'antd';
import { PracticePage } from '../components/practice-page';
import { PracticesTable } from '../components/practices-table';

/** Spec 2 /practices: 'Pratiche in vendita', the seller's practices. */
export function PracticesRoute() {
  return (
    <PracticePage>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Pratiche in vendita
      </Typography.Title>
      <PracticesTable />
    </PracticePage>
  );
}
