import type { MyPractice } from '@pratiche/contracts';
import { creditTypeLabel } from './marketplace-list';

export type MyPracticesTab = 'all' | 'exclusive';
export type MyPracticesFilters = { search: string; year: number | null; type: string | null };

/**
 * Spec 2 'Le Mie Pratiche': the 'Accesso Esclusivo' tab holds exclusive purchases; the search
 * reads id, type, tribute code and the seller's company, and for admins also the seller's username.
 */
export function filterMyPractices(practices: MyPractice[], filters: MyPracticesFilters, tab: MyPracticesTab, isAdmin: boolean): MyPractice[] {
  const needle = filters.search.trim().toLowerCase();
  return practices.filter((practice) => {
    if (tab === 'exclusive' && practice.accessType !== 'exclusive') return false;
    if (filters.year !== null && practice.year !== filters.year) return false;
    if (filters.type && practice.type !== filters.type) return false;
    if (!needle) return true;
    const fields = [String(practice.id), creditTypeLabel(practice.type), practice.tributeCode ?? '', practice.sellerCompanyName ?? ''];
    if (isAdmin) fields.push(practice.sellerUsername ?? '');
    return fields.some((text) => text.toLowerCase().includes(needle));
  });
}

/** The years of the purchased practices, newest first, for the year filter. */
export function yearsOf(practices: MyPractice[]): number[] {
  return [...new Set(practices.map((practice) => practice.year))].sort((a, b) => b - a);
}
