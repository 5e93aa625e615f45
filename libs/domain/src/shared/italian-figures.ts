/**
 * it-IT figures for every Italian text of the domain (messages, notices, the history), as the web
 * shows them (apps/web/src/lib/format.ts):
 * grouping forced on, since Intl's Italian default leaves four-digit figures ungrouped ("1500");
 * Intl puts a no-break space (U+00A0) before "€".
 */
const euro = new Intl.NumberFormat('it-IT', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
});
const whole = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 0, useGrouping: true });

/** Euro with two decimals, "1.234.567,89 €"; prices arrive as strings of the log ("149.90"). */
export const formatEuroAmount = (amount: number | string) => euro.format(Number(amount));

/** A number of credits, "1.500 crediti". */
export const formatCreditCount = (credits: number) => `${whole.format(credits)} crediti`;

const romeParts = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `27/11/2026 15:30` in Italian time (`joiner` ' alle ' for prose); what a contract or an Italian spreadsheet reads. */
export const formatRomeDateTime = (iso: string, joiner = ' ') => {
  const parts = romeParts.formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')}${joiner}${part('hour')}:${part('minute')}`;
};

/** A calendar day 'YYYY-MM-DD' as 'dd/mm/yyyy'. */
export const italianDate = (isoDay: string): string => isoDay.split('-').reverse().join('/');
