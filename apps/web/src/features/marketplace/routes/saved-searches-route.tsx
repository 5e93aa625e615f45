import { maxSavedSearchesPerUser, type SavedSearch } from '@pratiche/contracts';
import { Alert, Button, Empty, Skeleton, Typography } from 'antd';
import { type MouseEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-client';
import { BackToMarketplaceHeader } from '../../../lib/back-to-marketplace-header';
import { PageFrame } from '../../../lib/page-frame';
import { useSavedSearches } from '../api/saved-searches';
import { RenameSearchDialog } from '../components/rename-search-dialog';
import { SavedSearchCard } from '../components/saved-search-card';
import { openSavedSearchState } from '../saved-search-filters';

/** Issue 31 /marketplace/ricerche 'Ricerche salvate': the buyer's searches, one card each (one a row on a phone). */
export function SavedSearchesRoute() {
  const searches = useSavedSearches();
  const navigate = useNavigate();
  const [renaming, setRenaming] = useState<SavedSearch | null>(null);
  const open = (search: SavedSearch) => navigate('/marketplace', { state: openSavedSearchState(search.filters) });
  return (
    <PageFrame>
      <BackToMarketplaceHeader title="Ricerche salvate">
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0', maxWidth: 720 }}>
          Quando una nuova pratica corrisponde a una ricerca ti avvisiamo nella campanella e, se lo scegli, via e-mail: subito o con un riepilogo giornaliero.
          Puoi salvare fino a {maxSavedSearchesPerUser} ricerche.
        </Typography.Paragraph>
      </BackToMarketplaceHeader>
      {searches.isPending && <Skeleton active />}
      {searches.isError && <Alert type="error" showIcon message={errorMessage(searches.error, 'Impossibile caricare le ricerche salvate')} />}
      {searches.data?.length === 0 && <NoSearches />}
      {searches.data && searches.data.length > 0 && (
        <ul aria-label="Ricerche salvate" style={grid}>
          {searches.data.map((search) => (
            <li key={search.id}>
              <SavedSearchCard search={search} onOpen={open} onRename={setRenaming} />
            </li>
          ))}
        </ul>
      )}
      <RenameSearchDialog search={renaming} onClose={() => setRenaming(null)} />
    </PageFrame>
  );
}

/** Cards side by side on a desk (at least 340 px each), one a row on a phone. */
const grid = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))',
  gap: 16,
  margin: 0,
  padding: 0,
  listStyle: 'none',
} as const;

/** How to save the first search, with a real link to the marketplace. */
function NoSearches() {
  const navigate = useNavigate();
  const go = (event: MouseEvent) => {
    event.preventDefault();
    navigate('/marketplace');
  };
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <>
          <Typography.Paragraph strong style={{ marginBottom: 4 }}>
            Non hai ancora ricerche salvate
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary" style={{ maxWidth: 440, margin: '0 auto' }}>
            Nel marketplace imposta i filtri che ti interessano (tipo di credito, sconto, importo, annualità…) e premi «Salva ricerca»: ti avviseremo quando
            arriva una pratica che corrisponde.
          </Typography.Paragraph>
        </>
      }
    >
      <Button type="primary" href="/marketplace" onClick={go}>
        Vai al Marketplace
      </Button>
    </Empty>
  );
}
