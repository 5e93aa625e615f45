import { Alert, Descriptions, Skeleton } from 'antd';
import { errorMessage } from '../../../lib/api-client';
import { useSeller } from '../api/get-seller';

const notSpecified = 'Non specificato';

/**
 * Spec 2 /admin detail "cedente info". The account status is not shown: `GET /api/users/{id}`
 * carries contact data only, and the admin users list that has it comes with issue 7.
 */
export function SellerDetails({ userId }: { userId: number }) {
  const { data: seller, isPending, error } = useSeller(userId);
  if (isPending) return <Skeleton active paragraph={{ rows: 3 }} title={false} />;
  if (error) return <Alert type="warning" showIcon message={errorMessage(error, 'Dati del cedente non disponibili')} />;
  return (
    <Descriptions size="small" bordered column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }}>
      <Descriptions.Item label="Azienda">{seller.companyName}</Descriptions.Item>
      <Descriptions.Item label="Partita IVA">{seller.vatNumber}</Descriptions.Item>
      <Descriptions.Item label="Username">{seller.username}</Descriptions.Item>
      <Descriptions.Item label="Rappresentante legale">{seller.legalRepName?.trim() || notSpecified}</Descriptions.Item>
      <Descriptions.Item label="Email">{seller.email}</Descriptions.Item>
    </Descriptions>
  );
}
