import { Typography } from 'antd';
import { PracticePage } from '../components/practice-page';
import { PracticesTable } from '../components/practices-table';

/** Spec 2 /practices: 'Le Mie Pratiche' of the seller. */
export function PracticesRoute() {
  return (
    <PracticePage>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Le Mie Pratiche
      </Typography.Title>
      <PracticesTable />
    </PracticePage>
  );
}
