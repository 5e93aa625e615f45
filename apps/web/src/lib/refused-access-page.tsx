import { Result } from 'antd';
import { HomeLinkButton } from './home-link-button';

/** The refused-access page itself (see refused-access.tsx): antd's Result with its 403 picture. */
export function RefusedAccessPage({ message }: { message: string }) {
  return (
    <div className="app-page">
      <Result status="403" title={<h2 style={{ margin: 0, fontSize: 24 }}>Accesso non consentito</h2>} subTitle={message} extra={<HomeLinkButton />} />
    </div>
  );
}
