// Schemas of the wallet's ledger (issue 26).
export {};
