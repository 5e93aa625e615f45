import { AppstoreOutlined, BarsOutlined, SortAscendingOutlined, SortDescendingOutlined } from '@ant-design/icons';
import type { MarketplaceSort } from '@pratiche/contracts';
import { buyableByLabels, buyableByValues, creditTypeKeys, creditTypes } from '@pratiche/domain';
import { Button, Flex, Input, Segmented, Select, Switch } from 'antd';
import type { ReactNode } from 'react';
import { defaultOrderOf, discountBuckets, sortOptions, typeOptions, type MarketplaceFilters, type MarketplaceSorting } from '../marketplace-list';
import { AmountRange, grow, YearRange } from './range-filters';

export type ViewMode = 'grid' | 'list';

const thisYear = new Date().getFullYear();
/** Practices are for the current year to the current + 4 (spec 2); earlier years stay listed. */
const yearOptions = Array.from({ length: 10 }, (_, index) => thisYear - 5 + index).map((year) => ({ value: year, label: String(year) }));

/** The catalogue's tribute codes, of the chosen type when one is. */
const tributeCodeOptions = (type: string | null) =>
  [...new Set(creditTypeKeys.filter((key) => !type || key === type).flatMap((key) => creditTypes[key].tributeCodes))].map((code) => ({
    value: code,
    label: code,
  }));

type Props = {
  filters: MarketplaceFilters;
  onChange: (filters: MarketplaceFilters) => void;
  sorting: MarketplaceSorting;
  onSortingChange: (sorting: MarketplaceSorting) => void;
  view: ViewMode;
  onViewChange: (view: ViewMode) => void;
  /** Off below 768 px, where both views are the same cards. */
  showViewToggle: boolean;
  /** Issue 31: 'Salva ricerca', at the end of the last row. */
  extra?: ReactNode;
};

const buyableByOptions = buyableByValues.map((value) => ({ value, label: buyableByLabels[value] }));

/** Spec 2's search, type and discount band, with issue 26's ranges, tribute code and 'Ordina per', and the grid/list toggle. */
export function FiltersBar({ filters, onChange, sorting, onSortingChange, view, onViewChange, showViewToggle, extra }: Props) {
  const set = (change: Partial<MarketplaceFilters>) => onChange({ ...filters, ...change });
  const ascending = sorting.order === 'asc';
  return (
    <Flex vertical gap={12}>
      <Flex gap={12} wrap="wrap" align="center">
        <Input.Search
          allowClear
          placeholder="Cerca per numero, tipo, anno, codice tributo…"
          aria-label="Cerca pratiche"
          style={{ flex: '2 1 240px' }}
          value={filters.search}
          onChange={(event) => set({ search: event.target.value })}
        />
        <Select
          allowClear
          placeholder="Tipo di credito"
          aria-label="Tipo di credito"
          style={grow(180)}
          options={typeOptions}
          value={filters.type ?? undefined}
          onChange={(type?: string) => set({ type: type ?? null, tributeCode: null })}
        />
        <Select
          allowClear
          placeholder="Sconto"
          aria-label="Sconto"
          style={grow(120)}
          options={discountBuckets}
          value={filters.discountBucket ?? undefined}
          onChange={(bucket?: number) => set({ discountBucket: bucket ?? null })}
        />
        <Select
          allowClear
          placeholder="Codice tributo"
          aria-label="Codice tributo"
          style={grow(140)}
          options={tributeCodeOptions(filters.type)}
          value={filters.tributeCode ?? undefined}
          onChange={(code?: string) => set({ tributeCode: code ?? null })}
        />
      </Flex>
      <Flex gap={12} wrap="wrap" align="center">
        <AmountRange label="Importo" min={filters.amountMin} max={filters.amountMax} onChange={({ min, max }) => set({ amountMin: min, amountMax: max })} />
        <YearRange
          label="Annualità"
          options={yearOptions}
          min={filters.yearMin}
          max={filters.yearMax}
          onChange={({ min, max }) => set({ yearMin: min, yearMax: max })}
        />
        <Flex gap={4} align="center" style={grow(320)}>
          <Select<MarketplaceSort>
            aria-label="Ordina per"
            prefix="Ordina per"
            style={grow(200)}
            options={sortOptions.map(({ value, label }) => ({ value, label }))}
            value={sorting.sort}
            onChange={(sort) => onSortingChange({ sort, order: defaultOrderOf(sort) })}
          />
          <Button
            aria-label={ascending ? 'Ordine crescente: inverti' : 'Ordine decrescente: inverti'}
            title={ascending ? 'Crescente' : 'Decrescente'}
            icon={ascending ? <SortAscendingOutlined /> : <SortDescendingOutlined />}
            onClick={() => onSortingChange({ ...sorting, order: ascending ? 'desc' : 'asc' })}
          />
          {showViewToggle && (
            <Segmented<ViewMode>
              value={view}
              onChange={onViewChange}
              options={[
                { value: 'grid', icon: <AppstoreOutlined />, title: 'Griglia' },
                { value: 'list', icon: <BarsOutlined />, title: 'Lista' },
              ]}
            />
          )}
        </Flex>
      </Flex>
      <Flex gap={12} wrap="wrap" align="center">
        <Flex gap={8} align="center" style={grow(260)}>
          <Switch id="only-buyable" checked={filters.onlyBuyable} onChange={(onlyBuyable) => set({ onlyBuyable })} />
          <label htmlFor="only-buyable">Solo crediti che posso acquistare</label>
        </Flex>
        <Select
          allowClear
          placeholder="Acquistabile da"
          aria-label="Acquistabile da"
          style={grow(260)}
          options={buyableByOptions}
          value={filters.buyableBy ?? undefined}
          onChange={(buyableBy?: string) => set({ buyableBy: buyableBy ?? null })}
        />
        {/* A switch like 'Solo crediti che posso acquistare' beside it (a Checkbox would be one more antd chunk here). */}
        <Flex gap={8} align="center" style={grow(260)}>
          <Switch id="only-six-bis" checked={filters.onlySixBisComplete} onChange={(onlySixBisComplete) => set({ onlySixBisComplete })} />
          <label htmlFor="only-six-bis">Solo documentazione 6-bis completa</label>
        </Flex>
        {extra}
      </Flex>
    </Flex>
  );
}
