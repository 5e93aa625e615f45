import { creditHolderLabels, maxQualifiedTransfers, type TransferChain } from '@pratiche/domain';

/** The chain as three lines: first transfer, qualified transfers 'n di 3', current holder. */
export function chainFacts(chain: TransferChain): { label: string; value: string }[] {
  return [
    { label: 'Prima cessione', value: chain.freeTransferUsed ? 'Già avvenuta (libera)' : 'Non ancora avvenuta' },
    { label: 'Cessioni qualificate', value: `${chain.qualifiedTransfers} di ${maxQualifiedTransfers}` },
    { label: 'Titolare attuale', value: creditHolderLabels[chain.holder] },
  ];
}
