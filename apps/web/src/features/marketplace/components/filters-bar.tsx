import { AppstoreOutlined, BarsOutlined } from '@ant-design/icons';
import { creditTypeKeys } from '@pratiche/domain';
import { Flex, Input, Segmented, Select } from 'antd';
import { creditTypeLabel, discountBuckets, type MarketplaceFilters } from '../marketplace-list';

export type ViewMode = 'grid' | 'list';
export const typeOptions = creditTypeKeys.map((key) => ({ value: key, label: creditTypeLabel(key) }));

type Props = { filters: MarketplaceFilters; onChange: (filters: MarketplaceFilters) => void; view: ViewMode; onViewChange: (view: ViewMode) => void };

/** Spec 2: search, credit type and 10-point discount buckets, and the grid/list toggle. */
export function FiltersBar({ filters, onChange, view, onViewChange }: Props) {
  return (
    <Flex gap={12} wrap="wrap" align="center">
      <Input.Search
        allowClear
        placeholder="Cerca per tipo, anno, codice tributo…"
        aria-label="Cerca pratiche"
        style={{ flex: '1 1 240px', maxWidth: 360 }}
        value={filters.search}
        onChange={(event) => onChange({ ...filters, search: event.target.value })}
      />
      <Select
        allowClear
        placeholder="Tipo di credito"
        aria-label="Tipo di credito"
        style={{ minWidth: 200 }}
        options={typeOptions}
        value={filters.type ?? undefined}
        onChange={(type?: string) => onChange({ ...filters, type: type ?? null })}
      />
      <Select
        allowClear
        placeholder="Sconto"
        aria-label="Sconto"
        style={{ minWidth: 120 }}
        options={discountBuckets}
        value={filters.discountBucket ?? undefined}
        onChange={(bucket?: number) => onChange({ ...filters, discountBucket: bucket ?? null })}
      />
      <Segmented<ViewMode>
        value={view}
        onChange={onViewChange}
        options={[
          { value: 'grid', icon: <AppstoreOutlined />, title: 'Griglia' },
          { value: 'list', icon: <BarsOutlined />, title: 'Lista' },
        ]}
      />
    </Flex>
  );
}
