import { AppstoreOutlined, BarsOutlined, FilterOutlined, SortAscendingOutlined, SortDescendingOutlined } from '@ant-design/icons';
import type { MarketplaceSort } from '@pratiche/contracts';
import { buyableByLabels, buyableByValues, creditTypeKeys, creditTypes } from '@pratiche/domain';
import { Button, Drawer, Flex, Input, Segmented, Select, Switch } from 'antd';
import { useState, type CSSProperties, type ReactNode } from 'react';
import {
  activeFilterCount,
  defaultOrderOf,
  discountBuckets,
  noFilters,
  sortOptions,
  typeOptions,
  type MarketplaceFilters,
  type MarketplaceSorting,
} from '../marketplace-list';
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
  /** Issue 46: below 768 px the results come first; the filters wait behind 'Filtri (n)'. */
  phone: boolean;
  /** Issue 31: 'Salva ricerca', at the end of the last row. */
  extra?: ReactNode;
};

type FieldsProps = { filters: MarketplaceFilters; set: (change: Partial<MarketplaceFilters>) => void };

const buyableByOptions = buyableByValues.map((value) => ({ value, label: buyableByLabels[value] }));

/**
 * Spec 2's search, type and discount band, with issue 26's ranges, tribute code and 'Ordina per', and
 * the grid/list toggle. On a desk three rows; on a phone the search and the order, and the rest in
 * a drawer behind 'Filtri (n)', so the first screen shows results.
 */
export function FiltersBar({ filters, onChange, sorting, onSortingChange, view, onViewChange, showViewToggle, phone, extra }: Props) {
  const set = (change: Partial<MarketplaceFilters>) => onChange({ ...filters, ...change });
  // On a desk the search shares its row with the selects; on a phone it has the width to itself (a flex basis there would be its height).
  const search = <SearchField filters={filters} set={set} style={phone ? undefined : { flex: '2 1 240px' }} />;
  const sort = <SortControls sorting={sorting} onSortingChange={onSortingChange} view={view} onViewChange={onViewChange} showViewToggle={showViewToggle} />;
  if (phone) return <PhoneFilters filters={filters} set={set} onChange={onChange} search={search} sort={sort} extra={extra} />;
  return (
    <Flex vertical gap={12}>
      <Flex gap={12} wrap="wrap" align="center">
        {search}
        <CreditSelects filters={filters} set={set} />
      </Flex>
      <Flex gap={12} wrap="wrap" align="center">
        <Ranges filters={filters} set={set} />
        {sort}
      </Flex>
      <Flex gap={12} wrap="wrap" align="center">
        <BuyableSwitches filters={filters} set={set} />
        {extra}
      </Flex>
    </Flex>
  );
}

type PhoneProps = FieldsProps & { onChange: (filters: MarketplaceFilters) => void; search: ReactNode; sort: ReactNode; extra?: ReactNode };

/** The phone's bar: the search, then 'Filtri (n)' beside the order; the drawer applies each change at once, as the desk's filters do. */
function PhoneFilters({ filters, set, onChange, search, sort, extra }: PhoneProps) {
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(filters);
  return (
    <Flex vertical gap={12}>
      {search}
      <Flex gap={8} wrap="wrap" align="center">
        <Button icon={<FilterOutlined />} aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
          {`Filtri (${count})`}
        </Button>
        {sort}
      </Flex>
      <Drawer
        title="Filtri"
        placement="bottom"
        height="auto"
        open={open}
        onClose={() => setOpen(false)}
        footer={
          <Flex gap={8} justify="space-between" wrap="wrap">
            <Button disabled={count === 0} onClick={() => onChange({ ...noFilters, search: filters.search })}>
              Azzera filtri
            </Button>
            <Button type="primary" onClick={() => setOpen(false)}>
              Mostra risultati
            </Button>
          </Flex>
        }
      >
        <Flex gap={12} wrap="wrap" align="center">
          <CreditSelects filters={filters} set={set} />
          <Ranges filters={filters} set={set} />
          <BuyableSwitches filters={filters} set={set} />
          {extra}
        </Flex>
      </Drawer>
    </Flex>
  );
}

function SearchField({ filters, set, style }: FieldsProps & { style?: CSSProperties }) {
  return (
    <Input.Search
      allowClear
      placeholder="Cerca per numero, tipo, anno, codice tributo…"
      aria-label="Cerca pratiche"
      style={style}
      value={filters.search}
      onChange={(event) => set({ search: event.target.value })}
    />
  );
}

function CreditSelects({ filters, set }: FieldsProps) {
  return (
    <>
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
    </>
  );
}

function Ranges({ filters, set }: FieldsProps) {
  return (
    <>
      <AmountRange label="Importo" min={filters.amountMin} max={filters.amountMax} onChange={({ min, max }) => set({ amountMin: min, amountMax: max })} />
      <YearRange
        label="Annualità"
        options={yearOptions}
        min={filters.yearMin}
        max={filters.yearMax}
        onChange={({ min, max }) => set({ yearMin: min, yearMax: max })}
      />
    </>
  );
}

type SortProps = Pick<Props, 'sorting' | 'onSortingChange' | 'view' | 'onViewChange' | 'showViewToggle'>;

function SortControls({ sorting, onSortingChange, view, onViewChange, showViewToggle }: SortProps) {
  const ascending = sorting.order === 'asc';
  return (
    <Flex gap={4} align="center" style={grow(240)}>
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
  );
}

function BuyableSwitches({ filters, set }: FieldsProps) {
  return (
    <>
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
    </>
  );
}
