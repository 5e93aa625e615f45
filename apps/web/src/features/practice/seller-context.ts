import { useOutletContext } from 'react-router-dom';

/** What the app's seller guard hands to the practice screens (features never import each other). */
export type SellerContext = { id: number };

/** The signed-in seller, from the guard that wraps every practice route. */
export const useSeller = (): SellerContext => useOutletContext<SellerContext>();
