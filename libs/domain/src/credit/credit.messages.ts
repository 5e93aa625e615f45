import { formatEuroAmount as formatEuro } from '../shared/italian-figures';

/** Italian texts of the rules on schedules, transfer chains and buyers (issue 27: not in the spec, ours). */
export const creditMessages = {
  scheduleRequired: 'Inserisci almeno una rata',
  scheduleTooLong: (max: number) => `Le rate non possono essere più di ${max}`,
  scheduleNotAllowed: 'Il Credito IVA non prevede rate annuali: indica solo il suo importo',
  rataYearInvalid: "L'anno di ogni rata deve essere un anno intero",
  rataFirstYear: (year: number) => `La prima rata deve essere dell'annualità della pratica (${year})`,
  rataYearsConsecutive: 'Le rate devono essere di anni consecutivi, una per anno',
  rataAmountInvalid: "L'importo di ogni rata deve essere maggiore di 0, con al massimo due decimali",
  rataSumMismatch: (sum: number, amount: number) =>
    `La somma delle rate (${formatEuro(sum)}) deve essere uguale all'importo della pratica (${formatEuro(amount)})`,
  rataCodeInvalid: 'Il codice identificativo di una rata può contenere solo lettere e cifre (massimo 40)',
  rataCodeDuplicate: 'Ogni rata deve avere un codice identificativo diverso',
  approvalNeedsCodes: 'La pratica non può essere approvata: manca il codice identificativo di una o più rate',
  approvalNobodyMayBuy: 'La pratica non può essere approvata: il credito ha esaurito le cessioni consentite e nessuno può acquistarlo',
  holderInvalid: 'Titolare del credito non valido',
  qualifiedTransfersInvalid: 'Le cessioni a soggetti qualificati devono essere tra 0 e 3',
  firstHolderWithTransfers: 'Se il credito è ancora del beneficiario o del fornitore, non può essere già stato ceduto',
  laterHolderWithoutFreeTransfer: 'Se il titolare non è il beneficiario né il fornitore, la prima cessione (libera) risulta già avvenuta',
  qualifiedHolderRequired: "Dopo una cessione a soggetti qualificati il titolare deve essere una banca, un intermediario finanziario o un'assicurazione",
  buyerKindInvalid: 'Qualifica di acquirente non valida',
  registerNumberRequired: (register: string) => `Indica il numero di iscrizione (${register})`,
  registerNumberInvalid: (register: string) => `Numero di iscrizione non valido (${register})`,
  buyerKindOnlyCessionario: 'Solo un cessionario può dichiarare la propria qualifica di acquirente',
  verificationNotNeeded: 'Solo le qualifiche di banca, intermediario finanziario, società del gruppo bancario o assicurazione si verificano',
  alreadyVerified: 'Qualifica già verificata',
  declarationChanged: "La qualifica dichiarata è cambiata nel frattempo: ricarica l'elenco e verificala di nuovo",
  ownVerification: 'Non puoi verificare la tua qualifica: deve farlo un altro amministratore',
  allRataExpired: 'La pratica non è più disponibile: tutte le sue rate sono scadute',
  publicAdministration: 'Le pubbliche amministrazioni non possono acquistare crediti edilizi',
  nobodyMayBuy: 'Questo credito ha esaurito le cessioni consentite dalla legge e non può essere acquistato',
  onlyQualified:
    'Dopo la prima cessione questo credito può essere acquistato solo da banche, intermediari finanziari (art. 106 TUB), società del gruppo bancario e assicurazioni',
  notYetVerified: (kindLabel: string) => `La tua qualifica di ${kindLabel} non è ancora stata verificata dall'amministrazione`,
  rataNotTransferable: 'Questa rata non è cedibile: sulla Piattaforma Cessione Crediti risulta non cedibile',
  onlyBankAccountHolders:
    'Dopo la terza cessione a soggetti qualificati questa rata può essere ceduta solo dalla banca ai propri correntisti (o della capogruppo) che non sono consumatori',
  correntistaOfNotSeller: 'Puoi dichiararti correntista solo della banca che cede il credito (o della sua capogruppo)',
  correntistaOfInvalid: 'Banca di cui sei correntista non valida',
  correntistaOfSelf: 'Non puoi dichiararti correntista di te stesso',
  capogruppoOnlyBank: 'La capogruppo si indica solo quando il titolare del credito è una banca',
  capogruppoInvalid: "Capogruppo non valida: indica l'ID account della banca capogruppo",
  capogruppoSelf: 'La banca cedente non può essere capogruppo di se stessa',
  correntistaNeedsBankSeller: 'Solo una banca o una società del gruppo bancario può cedere ai propri correntisti',
  rule75Warning:
    'Acquistando a meno di 75 euro ogni 100 di credito dovrai utilizzare le rate in sei rate annuali di pari importo e non potrai cederle (DL 39/2024)',
  rataIdRequired: 'Ogni rata deve avere un identificativo',
  rataChosenUnknown: 'Una delle rate scelte non appartiene alla pratica',
  rataChosenTwice: 'Ogni rata può essere scelta una sola volta',
  rataChoiceInvalid: 'Rate scelte non valide: indica gli identificativi delle rate della pratica',
  rataIdDuplicate: 'Ogni rata deve avere un identificativo diverso',
  rataYearOutOfBounds: (year: number, first: number | null, last: number) =>
    first === null
      ? `L'anno ${year} non è ammesso: l'ultimo anno possibile è il ${last}`
      : `L'anno ${year} non è ammesso: gli anni possibili vanno dal ${first} al ${last}`,
  rataTributeCodeInvalid: (code: string) => `Il codice tributo ${code} non corrisponde al tipo di credito o alla ripartizione della rata`,
  rataResidualInvalid: "L'importo residuo di una rata deve essere tra 0 e l'importo della rata, con al massimo due decimali",
  rataYearTwiceInSeries: (year: number) => `Due rate della stessa serie non possono essere dello stesso anno (${year})`,
  rataSeriesNotAllowed: 'Questa ripartizione non è prevista per il tipo di credito',
  rataSeriesYears: (first: number, last: number) => `Le rate di questa ripartizione devono essere degli anni dal ${first} al ${last}`,
  rataOriginalYearsConsecutive: 'Le rate originarie devono essere di anni consecutivi, una per anno',
} as const;
