import { useExclusivities, useMarketplace } from '../api/marketplace-queries';
import { buyerCounts } from '../buyer-counts';

/** The dashboard buyer card's figures (spec 2), placed by the app in the user feature's card. */
export function BuyerCountsText() {
  const listing = useMarketplace();
  const exclusivities = useExclusivities();
  if (!listing.data || !exclusivities.data) return null;
  const counts = buyerCounts(listing.data, exclusivities.data);
  return (
    <>
      Pratiche disponibili: <strong>{counts.available}</strong>
      <br />
      Esclusività attive: <strong>{counts.activeExclusive}</strong>
    </>
  );
}
