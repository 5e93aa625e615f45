import { Alert, Typography } from 'antd';
import { WalletCard } from '../components/wallet-card';
import { WalletLedger } from '../components/wallet-ledger';
import { WalletPage } from '../components/wallet-page';
import type { WalletScreenProps } from '../wallet-user';

/** `/wallet` (spec 2): 'Il Tuo Portafoglio'. Only active accounts use the wallet (spec 4). */
export function WalletRoute({ user }: WalletScreenProps) {
  return (
    <WalletPage>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Il Tuo Portafoglio
      </Typography.Title>
      {user.status === 'active' ? (
        <>
          <WalletCard user={user} title={null} />
          <WalletLedger />
        </>
      ) : (
        <Alert type="warning" showIcon message="Account non attivo" description="Il portafoglio è disponibile quando l'account è attivo." />
      )}
    </WalletPage>
  );
}
