/** Italian texts of the wallet rules. Spec texts (section 5 "Add credits (admin)") are verbatim; the others are ours. */
export const walletMessages = {
  invalidAmount: 'Inserire un importo valido maggiore di zero',
  pinRequired: 'Inserire il PIN di sicurezza',
  wrongPin: 'PIN di sicurezza non corretto',
  pinLocked: "Troppi PIN errati: l'aggiunta di crediti è bloccata per 15 minuti",
  ownAccount: 'Non puoi aggiungere crediti al tuo account: deve farlo un altro amministratore',
  amountTooLarge: 'Importo troppo alto: al massimo 1.000.000 di crediti per operazione',
  simulatedAmount: 'Crediti di test: scegli 20 o 50',
  invalidPackage: 'Pacchetto di crediti non valido',
  testPackageAdminOnly: 'Il pacchetto Test è riservato agli amministratori',
  checkoutNotFound: 'Sessione di pagamento non trovata',
  checkoutAlreadyStarted: 'Sessione di pagamento già avviata',
  tooManyCheckouts: 'Troppi pagamenti avviati. Riprova tra qualche minuto.',
} as const;

/** Spec 9: the test credit amounts of the success page's admin buttons. */
export const simulatedCreditAmounts = [20, 50] as const;

/** One admin operation adds at most this many credits: a slip of the keyboard cannot mint millions. */
export const maxCreditsPerAddition = 1_000_000;
