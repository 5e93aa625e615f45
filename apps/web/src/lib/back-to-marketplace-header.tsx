import { ArrowLeftOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** The header of the pages under the marketplace: the way back, the title, and any lines under it. */
export function BackToMarketplaceHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div>
      <Link to="/marketplace">
        <ArrowLeftOutlined /> Torna al Marketplace
      </Link>
      <Typography.Title level={2} style={{ margin: '8px 0 0' }}>
        {title}
      </Typography.Title>
      {children}
    </div>
  );
}
