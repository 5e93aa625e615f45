import { createContext, type ReactNode, useContext } from 'react';

/** The signed-in seller, as the app's seller area hands it down (features never import each other). */
export type Seller = { id: number };

const SellerContext = createContext<Seller | null>(null);

export function SellerProvider({ seller, children }: { seller: Seller; children: ReactNode }) {
  return <SellerContext.Provider value={seller}>{children}</SellerContext.Provider>;
}

/** The seller of the practice screens; they are mounted only inside the app's seller area. */
export function useSeller(): Seller {
  const seller = useContext(SellerContext);
  if (!seller) throw new Error('Pagina del cedente montata fuori dalla sua area');
  return seller;
}
