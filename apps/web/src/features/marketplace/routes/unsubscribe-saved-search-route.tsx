import { savedSearchMessages } from '@pratiche/contracts';
import { useQuery } from '@tanstack/react-query';
import { Result, Spin } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-client';
import { unsubscribeSavedSearch } from '../api/saved-searches';
import { savedSearchesPath } from '../saved-search-filters';

/**
 * Issue 31 /ricerche-salvate/disattiva?token=… (public: opened from a mail, signed in or not):
 * turns that one search's e-mails off on load, once (a query keyed by the token, never retried or
 * refetched: a second render or StrictMode's double effect sends nothing more), and says so.
 */
export function UnsubscribeSavedSearchRoute() {
  const token = useSearchParams()[0].get('token') ?? '';
  const answer = useQuery({
    queryKey: ['saved-search-unsubscribe', token],
    queryFn: () => unsubscribeSavedSearch(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const manage = <Link to={savedSearchesPath}>Gestisci le ricerche salvate</Link>;
  return (
    <main style={{ minHeight: '100vh', boxSizing: 'border-box', padding: 16, display: 'grid', placeItems: 'center' }}>
      {token !== '' && answer.isPending ? (
        <Spin size="large" tip="Disattivazione in corso…">
          <div style={{ width: 200, height: 80 }} />
        </Spin>
      ) : answer.isSuccess ? (
        <Result
          status="success"
          title={<h1 style={{ margin: 0, fontSize: 24 }}>E-mail disattivate</h1>}
          subTitle={`Non riceverai più e-mail per la ricerca «${answer.data.name}». La campanella continuerà ad avvisarti delle nuove pratiche.`}
          extra={manage}
        />
      ) : (
        <Result
          status="error"
          title={<h1 style={{ margin: 0, fontSize: 24 }}>Disattivazione non riuscita</h1>}
          subTitle={
            token === '' ? savedSearchMessages.unsubscribeInvalid : errorMessage(answer.error, 'Non è stato possibile disattivare le e-mail: riprova tra poco.')
          }
          extra={manage}
        />
      )}
    </main>
  );
}
