/**
 * What stops a buyer offsetting a rata in F24 although it holds it (issue 47).
 * - Overdue tax debts entrusted to the collector above 50,000 euro block every horizontal F24
 *   offset, the part beyond the debt too: art. 37 c. 49-quinquies DL 223/2006 as rewritten by art. 4
 *   DL 39/2024, threshold lowered from 100,000 by art. 1 c. 116 L. 199/2025 (budget law 2026).
 * - Banks, financial intermediaries, banking-group companies and insurers may not offset
 *   building-bonus credits against INPS contributions and INAIL premiums from 1 January 2025
 *   (DL 39/2024 as converted by L. 67/2024; market-2026.md S13, S14); the wider ban for everyone was dropped from the 2026
 *   budget law before its vote.
 */
export const offsetLimitTexts = {
  /** What the buyer declares with its offset choice. */
  noOverdueRuoli:
    "Comunicando la scelta dichiari di non avere debiti affidati all'agente della riscossione e scaduti per più di 50.000 €: oltre questa soglia la compensazione in F24 è vietata (art. 37 c. 49-quinquies D.L. 223/2006, L. 199/2025).",
  /** What 'I miei crediti' says before any choice: the two limits, for every buyer to check its own. */
  beforeChoosing:
    "Prima di scegliere la compensazione: con debiti affidati all'agente della riscossione e scaduti per più di 50.000 € la compensazione in F24 è vietata (art. 37 c. 49-quinquies D.L. 223/2006, soglia della L. 199/2025); banche, intermediari finanziari, società di gruppi bancari e assicurazioni non possono compensare questi crediti con contributi INPS e premi INAIL (dal 1° gennaio 2025, D.L. 39/2024).",
  overdueRuoliNotDeclared:
    "Conferma di non avere debiti affidati all'agente della riscossione e scaduti per più di 50.000 €: oltre questa soglia la compensazione in F24 è vietata",
} as const;
