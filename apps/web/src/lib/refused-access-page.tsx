import { Result } from 'antd';
import { HomeLinkButton } from './home-link-button';

/**
 * The one page drawn wherever a person may not open what they asked for (role guards, a seller's
 * or buyer's area): the reason in Italian and a way back home, never a dead end.
 */
export function RefusedAccess({ message }: { message: string }) {
  return (
    <div className="app-page">
      <Result status="403" title={<h2 style={{ margin: 0, fontSize: 24 }}>Accesso non consentito</h2>} subTitle={message} extra={<HomeLinkButton />} />
    </div>
  );
}
