import { Result } from 'antd';
import { HomeLinkButton } from '../lib/home-link-button';

/**
 * Any address the app does not know: an Italian page with a way home (issue 26 replaces the
 * spec's English placeholder, which was for developers). Outside the signed-in frame, since the
 * address may be typed signed out; home sends a signed-out visitor on to /auth.
 */
export function NotFoundRoute() {
  return (
    <main style={{ minHeight: '100vh', boxSizing: 'border-box', padding: 16, display: 'grid', placeItems: 'center' }}>
      <Result
        status="404"
        title={<h1 style={{ margin: 0, fontSize: 24 }}>Pagina non trovata</h1>}
        subTitle="L'indirizzo che hai aperto non esiste o non è più disponibile. Controlla il link o riparti dalla home."
        extra={<HomeLinkButton />}
      />
    </main>
  );
}
