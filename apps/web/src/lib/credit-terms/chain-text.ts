import { creditHolderLabels, maxQualifiedTransfers, type TransferChain } from '@pratiche/domain';

/**
 * The chain as three lines: first transfer, qualified transfers 'n di 3', current holder; a fourth
 * for a bank holder that named its group's capogruppo, whose correntisti may buy too (issue 45).
 */
export function chainFacts(chain: TransferChain): { label: string; value: string }[] {
  return [
    { label: 'Prima cessione', value: chain.freeTransferUsed ? 'Già avvenuta (libera)' : 'Non ancora avvenuta' },
    { label: 'Cessioni qualificate', value: `${chain.qualifiedTransfers} di ${maxQualifiedTransfers}` },
    { label: 'Titolare attuale', value: creditHolderLabels[chain.holder] },
    ...(chain.capogruppo === undefined ? [] : [{ label: 'Capogruppo del gruppo bancario', value: `ID account ${chain.capogruppo}` }]),
  ];
}
