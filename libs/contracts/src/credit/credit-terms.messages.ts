/** Issue 27: the credit terms' and the buyer qualification's Italian messages, apart from their schemas so a page can show them without loading the schedule's rules. */
export const creditTermsMessages = {
  rate: 'Rate non valide',
  transferChain: 'Catena delle cessioni non valida',
  buyerKind: 'Qualifica di acquirente non valida',
  buyableBy: 'Filtro "acquistabile da" non valido',
  buyerKindSaved: 'Qualifica salvata',
  buyerKindVerified: 'Qualifica verificata',
} as const;
