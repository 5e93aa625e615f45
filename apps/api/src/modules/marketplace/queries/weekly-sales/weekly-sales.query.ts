import { Query } from '@nestjs/cqrs';
import type { WeeklySalesResponse } from '@pratiche/contracts';

/** The /auth counter 'Crediti venduti questa settimana'. */
export class WeeklySalesQuery extends Query<WeeklySalesResponse> {}
