import { SaveOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import type { MarketplaceFilters } from '../marketplace-list';

// Its own chunk, fetched on the first click: the form, radios and modal are not /marketplace's first paint.
const SaveSearchDialog = lazy(() => import('./save-search-dialog').then((module) => ({ default: module.SaveSearchDialog })));

/** Issue 31 'Salva ricerca' beside the marketplace's filters: saves the filters on screen under a name. */
export function SaveSearchButton({ filters }: { filters: MarketplaceFilters }) {
  const [open, setOpen] = useState(false);
  const mounted = useOpenedOnce(open);
  return (
    <>
      <Button icon={<SaveOutlined />} onClick={() => setOpen(true)} aria-haspopup="dialog">
        Salva ricerca
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <SaveSearchDialog open={open} filters={filters} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
