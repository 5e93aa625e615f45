import { Alert, Descriptions, Skeleton } from 'antd';
import { errorMessage } from '../../../lib/api-client';
import { useSeller } from '../api/marketplace-queries';

/** The seller's data (spec 6: only for bought practices), read from `GET /api/users/{id}`. */
export function SellerInfo({ userId }: { userId: number }) {
  const seller = useSeller(userId);
  if (seller.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (seller.isError) return <Alert type="error" message={errorMessage(seller.error, 'Impossibile caricare i dati del cedente')} />;
  const data = seller.data;
  return (
    <Descriptions title="Dati del cedente" size="small" column={{ xs: 1, sm: 2 }} bordered>
      <Descriptions.Item label="Ragione sociale">{data.companyName}</Descriptions.Item>
      <Descriptions.Item label="Partita IVA">{data.vatNumber}</Descriptions.Item>
      <Descriptions.Item label="Legale rappresentante">{data.legalRepName}</Descriptions.Item>
      <Descriptions.Item label="Telefono">{data.phone}</Descriptions.Item>
      <Descriptions.Item label="Email">{data.email}</Descriptions.Item>
    </Descriptions>
  );
}
