/** Italian texts of the purchase rules. Spec texts are copied verbatim; the others are ours. */
export const marketplaceMessages = {
  accountNotActive: 'Account non attivo',
  cessionarioOnly: 'Devi essere registrato come Cessionario per accedere a questa pagina.',
  practiceNotFound: 'Pratica non trovata.',
  ownPractice: 'Non puoi acquistare una tua pratica',
  notAvailable: 'La pratica non è più disponibile: è stata ceduta o chiusa',
  sellerNotActive: 'Pratica non disponibile',
  underExclusivity: 'La pratica è in trattativa in esclusiva con un altro acquirente',
  alreadyPurchased: "Hai già acquistato l'accesso a questa pratica",
  alreadyExclusive: "Hai già l'esclusività su questa pratica",
  wholeCreditOnly: "Il Credito IVA non ha rate: l'esclusiva riguarda l'intero credito",
  rataNotFree: (rata: string) => `La rata ${rata} non è disponibile: è in trattativa con un altro acquirente, ceduta o scaduta`,
  invalidHours: "Durata dell'esclusività non valida: scegli 24, 48 o 72 ore",
  insufficientCredits: (required: number, balance: number) => `Crediti insufficienti: servono ${required} crediti, il tuo saldo è di ${balance} crediti`,
} as const;
