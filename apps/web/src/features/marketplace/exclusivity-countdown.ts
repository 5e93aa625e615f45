/**
 * Spec 2 /marketplace/my-practices: 'Scaduto' at or past the end, otherwise the hours and
 * minutes left (minutes rounded down); an end that is not a date gives 'Data non valida'.
 */
export function exclusivityCountdown(end: string | null | undefined, now: Date): string {
  const endTime = end ? new Date(end).getTime() : Number.NaN;
  if (Number.isNaN(endTime)) return 'Data non valida';
  const left = endTime - now.getTime();
  if (left <= 0) return 'Scaduto';
  const minutes = Math.floor(left / 60_000);
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m rimanenti`;
}
