import { italianDay } from '@pratiche/domain';
import dayjs, { type Dayjs } from 'dayjs';

/** A picked day as the API takes it, 'YYYY-MM-DD'; null when none is picked. */
export const dayOf = (value: Dayjs | null | undefined): string | null => (value ? value.format('YYYY-MM-DD') : null);

/**
 * Today as the API counts days: in Rome, not in the browser's time zone (between midnight in Rome
 * and midnight UTC a browser on UTC would still say yesterday, a day the API refuses as before the
 * acceptance).
 */
export const todayInRome = (): Dayjs => dayjs(italianDay(new Date().toISOString()));
