// Schemas of a practice's timeline (issue 26).
export {};
