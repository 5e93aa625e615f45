/**
 * Spec 2 searches: a keyword finds a status by its key or by any word the screens show for it
 * (a part of either, in any case). The API resolves the statuses here and compares them by
 * equality; the web shows the same words, so whatever a screen says, a search finds.
 */
export const statusesMatching = <S extends string>(statuses: readonly S[], wordings: readonly Readonly<Partial<Record<S, string>>>[], keyword: string): S[] => {
  const text = keyword.toLowerCase();
  return statuses.filter((status) => status.includes(text) || wordings.some((words) => words[status]?.toLowerCase().includes(text)));
};
