/** The Italian texts of the audit capability. */
export const auditMessages = {
  historyNotFound: 'Storico non trovato',
} as const;
