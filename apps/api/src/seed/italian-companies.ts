import { vatNumberCheckDigit, type UserProfile } from '@pratiche/domain';
import type { SeedRandom } from './seed-random';

/** Italian-looking company profiles for the demo: names, people, cities, valid VAT numbers. */

const surnames = [
  'Rossi',
  'Russo',
  'Ferrari',
  'Esposito',
  'Bianchi',
  'Romano',
  'Colombo',
  'Ricci',
  'Marino',
  'Greco',
  'Bruno',
  'Gallo',
  'Conti',
  'De Luca',
  'Mancini',
  'Costa',
  'Giordano',
  'Rizzo',
  'Lombardi',
  'Moretti',
  'Barbieri',
  'Fontana',
  'Santoro',
  'Mariani',
  'Rinaldi',
  'Caruso',
  'Ferrara',
  'Galli',
  'Martini',
  'Leone',
];
const firstNames = [
  'Marco',
  'Giuseppe',
  'Francesca',
  'Alessandro',
  'Giulia',
  'Luca',
  'Chiara',
  'Andrea',
  'Elena',
  'Matteo',
  'Sara',
  'Davide',
  'Valentina',
  'Stefano',
  'Federica',
  'Paolo',
  'Martina',
  'Roberto',
  'Silvia',
  'Antonio',
];
const sectors = [
  'Edilizia',
  'Costruzioni',
  'Impresa Edile',
  'Immobiliare',
  'Restauri',
  'Serramenti',
  'Impianti',
  'Energia',
  'Ristrutturazioni',
  'Cappotti Termici',
];
const legalForms = ['S.r.l.', 'S.p.A.', 'S.n.c.', 'S.a.s.', 'S.r.l.s.'];
export const cities = [
  'Milano',
  'Roma',
  'Napoli',
  'Torino',
  'Bologna',
  'Firenze',
  'Bari',
  'Verona',
  'Padova',
  'Brescia',
  'Bergamo',
  'Genova',
  'Palermo',
  'Catania',
  'Parma',
  'Modena',
  'Perugia',
  'Pescara',
  'Trento',
  'Lecce',
];

/** The registration form's company fields; the roles are chosen per account (seed-accounts.ts). */
export type CompanyProfile = Pick<UserProfile, 'username' | 'companyName' | 'vatNumber' | 'legalRepName' | 'phone' | 'email'>;

/**
 * An Italian partita IVA: 7 digits of the company, 3 of the tax office, a check digit (the
 * Luhn-style rule of the Agenzia delle Entrate). The spec only asks for 11 digits; a real
 * check digit keeps the demo data valid for any stricter validator added later.
 */
export const italianVatNumber = (companyNumber: string, officeCode: string): string => {
  const firstTen = `${companyNumber}${officeCode}`;
  return `${firstTen}${vatNumberCheckDigit(firstTen)}`;
};

const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '');

/** The `index`-th company: names are unique by index (username, VAT, e-mail are claimed). */
export const companyProfile = (random: SeedRandom, index: number): CompanyProfile => {
  const surname = random.pick(surnames);
  const city = random.pick(cities);
  const sector = random.pick(sectors);
  const companyName = `${sector} ${surname} ${random.pick(legalForms)}`;
  // 104729 is prime, so index * 104729 modulo 10^7 never repeats below 10^7 companies.
  const companyNumber = String((1_000_003 + index * 104_729) % 10_000_000).padStart(7, '0');
  const officeCode = String(random.int(1, 100)).padStart(3, '0');
  const handle = `${slug(sector)}.${slug(surname)}${index + 1}`;
  return {
    username: handle,
    companyName: `${companyName}${random.chance(0.3) ? ` - ${city}` : ''}`,
    vatNumber: italianVatNumber(companyNumber, officeCode),
    legalRepName: `${random.pick(firstNames)} ${random.pick(surnames)}`,
    phone: `3${random.digits(9)}`,
    email: `amministrazione@${slug(surname)}${slug(city)}${index + 1}.it`,
  };
};
