import { ShopOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { formatEuro } from '../../../lib/format';
import { useWeeklySales } from '../api/get-weekly-sales';

// Plain elements rather than antd Typography: /auth is the first page most people load, and
// Typography (with its tooltip and editing machinery) is a sizeable part of the bundle.
const muted = { color: 'rgba(255,255,255,0.85)', margin: 0 } as const;

export function PromoPanel() {
  const soldThisWeek = useWeeklySales();
  return (
    <Flex
      vertical
      gap={24}
      style={{
        height: '100%',
        padding: 32,
        borderRadius: 16,
        color: '#fff',
        background: 'linear-gradient(135deg, #1d4ed8 0%, #0f766e 100%)',
      }}
    >
      <div>
        <p style={muted}>Crediti venduti questa settimana</p>
        <p style={{ fontSize: 32, fontWeight: 600, lineHeight: 1.3, margin: '4px 0 0' }}>{soldThisWeek === null ? '—' : formatEuro(soldThisWeek, 0)}</p>
      </div>
      <PromoItem icon={<ShopOutlined />} title="Per i cedenti">
        Pubblica le pratiche dei tuoi bonus edilizi e trova rapidamente acquirenti qualificati per i tuoi crediti d'imposta.
      </PromoItem>
      <PromoItem icon={<ShoppingCartOutlined />} title="Per i cessionari">
        Consulta pratiche verificate dal nostro team e acquista l'accesso ai dati e ai documenti in pochi clic.
      </PromoItem>
    </Flex>
  );
}

function PromoItem({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Flex gap={12} align="flex-start">
      <span style={{ fontSize: 24, lineHeight: 1 }}>{icon}</span>
      <div>
        <h2 style={{ fontSize: 16, fontWeight: 600, margin: '0 0 4px' }}>{title}</h2>
        <p style={muted}>{children}</p>
      </div>
    </Flex>
  );
}
