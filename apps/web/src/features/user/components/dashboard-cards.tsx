import { AppstoreOutlined, FileTextOutlined, SettingOutlined, WalletOutlined } from '@ant-design/icons';
import type { UserResponse } from '@pratiche/contracts';
import { Card, Col, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatCredits } from '../../../lib/format';

/** Cards of other features, rendered by the app and passed in (features never import one another). */
export type DashboardSlots = { walletCard?: ReactNode; adminCard?: ReactNode; buyerStats?: ReactNode; waitingNegotiations?: ReactNode };

type Tile = { key: string; icon: ReactNode; title: string; text: ReactNode; links: { to: string; label: string }[] };

/**
 * The cards of an active account (spec 2), one per capability the user holds. They only
 * link onwards for now; the wallet, practice, marketplace and admin issues fill them with data.
 * `walletCard` and `adminCard` (the wallet and admin features' cards, passed in by the app)
 * replace the wallet and admin tiles; `buyerStats` (the marketplace's counts of spec 2) is added
 * to the buyer's card.
 */
export function DashboardCards({ user, walletCard, adminCard, buyerStats }: { user: UserResponse } & DashboardSlots) {
  const slots: Record<string, ReactNode> = { wallet: walletCard, admin: adminCard };
  const tiles = tilesFor(user, buyerStats);
  return (
    <Row gutter={[16, 16]}>
      {tiles.map((tile) => (
        <Col key={tile.key} xs={24} md={12}>
          {slots[tile.key] ?? <TileCard tile={tile} />}
        </Col>
      ))}
    </Row>
  );
}

function TileCard({ tile }: { tile: Tile }) {
  return (
    <Card
      style={{ height: '100%' }}
      title={
        <span>
          {tile.icon} {tile.title}
        </span>
      }
      actions={tile.links.map(({ to, label }) => (
        <Link key={to} to={to} className="card-footer-link">
          {label}
        </Link>
      ))}
    >
      <Typography.Paragraph style={{ margin: 0 }}>{tile.text}</Typography.Paragraph>
    </Card>
  );
}

function tilesFor(user: UserResponse, buyerStats: ReactNode): Tile[] {
  const wallet: Tile = {
    key: 'wallet',
    icon: <WalletOutlined />,
    title: 'Il Tuo Portafoglio',
    text: (
      <>
        Saldo disponibile: <strong>{formatCredits(user.walletBalance)} crediti</strong>
      </>
    ),
    links: [{ to: '/wallet', label: 'Vai al portafoglio' }],
  };
  const seller: Tile = {
    key: 'seller',
    icon: <FileTextOutlined />,
    title: 'Le Tue Pratiche',
    text: "Crea nuove pratiche e segui la verifica e la vendita dei tuoi crediti d'imposta.",
    links: [
      { to: '/practices', label: 'Gestisci' },
      { to: '/practice/new', label: 'Crea nuova' },
    ],
  };
  const buyer: Tile = {
    key: 'buyer',
    icon: <AppstoreOutlined />,
    title: 'Marketplace',
    text: (
      <>
        Esplora le pratiche disponibili e acquista l'accesso ai dati del cedente e ai documenti. Le rate acquisite con una chiusura completata sono in{' '}
        <Link to="/marketplace/my-credits">I miei crediti</Link>.{buyerStats && <br />}
        {buyerStats}
      </>
    ),
    links: [
      { to: '/marketplace', label: 'Esplora' },
      { to: '/marketplace/my-practices', label: 'Pratiche acquistate' },
    ],
  };
  const admin: Tile = {
    key: 'admin',
    icon: <SettingOutlined />,
    title: 'Pannello Admin',
    text: 'Gestisci utenti, verifica le pratiche e aggiungi crediti ai portafogli.',
    links: [{ to: '/admin', label: 'Apri il pannello' }],
  };
  return [wallet, user.isCedente && seller, user.isCessionario && buyer, user.isAdmin && admin].filter((tile): tile is Tile => Boolean(tile));
}
