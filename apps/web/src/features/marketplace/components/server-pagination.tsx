import { Pagination } from 'antd';

type Props = { page: number; pageSize: number; total: number; onChange: (page: number) => void; phone: boolean };

/** The pages of a list the server pages (the practices' and the rate's): hidden on one page, compact on a phone. */
export function ServerPagination({ page, pageSize, total, onChange, phone }: Props) {
  return (
    <Pagination align="end" current={page} pageSize={pageSize} total={total} onChange={onChange} showSizeChanger={false} hideOnSinglePage simple={phone} />
  );
}
