import { HistoryOutlined, CreditCardOutlined, WalletOutlined } from '@ant-design/icons';
import type { CreditPackage } from '@pratiche/domain';
import { Button, Card, Col, Flex, Row, Statistic } from 'antd';
import { useState } from 'react';
import { formatCredits } from '../../../lib/format';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { useTransactions } from '../api/get-transactions';
import { purchaseCounters } from '../purchase-history';
import type { WalletUser } from '../wallet-user';
import { BuyCreditsDialog } from './buy-credits-dialog';
import { ConfirmPurchaseDialog } from './confirm-purchase-dialog';
import { PurchaseHistoryDialog } from './purchase-history-dialog';

const credits = (value: number | string | undefined) => formatCredits(Number(value ?? 0));

/**
 * 'Il Tuo Portafoglio' (spec 2), on the dashboard and on /wallet: the balance, the count and
 * credits of completed purchases, and the buy and history dialogs.
 */
export function WalletCard({ user, title = 'Il Tuo Portafoglio' }: { user: WalletUser; title?: string | null }) {
  const [buying, setBuying] = useState(false);
  const [chosen, setChosen] = useState<CreditPackage | null>(null);
  const [history, setHistory] = useState(false);
  const { data, isPending } = useTransactions();
  const counters = purchaseCounters(data ?? []);
  const [buyingMounted, chosenMounted, historyMounted] = [useOpenedOnce(buying), useOpenedOnce(chosen !== null), useOpenedOnce(history)];
  const choose = (pkg: CreditPackage) => {
    setBuying(false);
    setChosen(pkg);
  };
  return (
    <Card
      style={{ height: '100%' }}
      title={
        title && (
          <span>
            <WalletOutlined /> {title}
          </span>
        )
      }
    >
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={8}>
          <Statistic title="Saldo disponibile" value={user.walletBalance} formatter={credits} suffix="crediti" />
        </Col>
        <Col xs={12} sm={8}>
          <Statistic title="Acquisti completati" value={counters.count} formatter={credits} loading={isPending} />
        </Col>
        <Col xs={12} sm={8}>
          <Statistic title="Crediti acquistati" value={counters.credits} formatter={credits} loading={isPending} />
        </Col>
      </Row>
      <Flex gap={8} wrap style={{ marginTop: 16 }}>
        <Button type="primary" icon={<CreditCardOutlined />} onClick={() => setBuying(true)}>
          Acquista Crediti
        </Button>
        <Button icon={<HistoryOutlined />} onClick={() => setHistory(true)}>
          Storico Acquisti
        </Button>
      </Flex>
      {buyingMounted && <BuyCreditsDialog open={buying} isAdmin={user.isAdmin} onClose={() => setBuying(false)} onChoose={choose} />}
      {chosenMounted && <ConfirmPurchaseDialog pkg={chosen} onClose={() => setChosen(null)} />}
      {historyMounted && <PurchaseHistoryDialog open={history} onClose={() => setHistory(false)} />}
    </Card>
  );
}
