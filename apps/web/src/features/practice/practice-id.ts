/** The numeric id of `/practice/{id}`; anything else is no id (spec 8 'ID pratica mancante.'). */
export function parsePracticeId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
