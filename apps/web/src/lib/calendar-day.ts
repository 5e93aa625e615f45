import type { Dayjs } from 'dayjs';

/** A picked day as the API takes it, 'YYYY-MM-DD'; null when none is picked. */
export const dayOf = (value: Dayjs | null | undefined): string | null => (value ? value.format('YYYY-MM-DD') : null);
