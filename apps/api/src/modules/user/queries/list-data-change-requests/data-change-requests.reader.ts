import { Inject, Injectable } from '@nestjs/common';
import type { DataChangeRequestRow, DataChangeRequestsPage, DataChangeRequestsQuery } from '@pratiche/contracts';
import type { Database } from '../../../../infrastructure/database/database';
import { DATABASE } from '../../../../infrastructure/database/database.tokens';

type Row = {
  id: string | number;
  user_id: number;
  request_number: number;
  username: string | null;
  company_name: string | null;
  fields: Record<string, string>;
  reason: string;
  requested_at: Date | string;
  handled_at: Date | string | null;
  handled_by_username: string | null;
  total: string | number;
  open: string | number;
};

const iso = (value: Date | string) => new Date(value).toISOString();

const toRow = (r: Row): DataChangeRequestRow => ({
  id: Number(r.id),
  userId: r.user_id,
  username: r.username,
  companyName: r.company_name,
  fields: r.fields,
  reason: r.reason,
  requestedAt: iso(r.requested_at),
  status: r.handled_at === null ? 'open' : 'done',
  handledAt: r.handled_at === null ? null : iso(r.handled_at),
  handledBy: r.handled_by_username,
});

/** Reads `data_change_requests` with the usernames of the requester and of the admin who closed it. */
@Injectable()
export class DataChangeRequestsReader {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async page({ current, pageSize }: DataChangeRequestsQuery): Promise<DataChangeRequestsPage> {
    const { rows } = await this.db.query<Row>(
      `SELECT r.*, u.username, u.company_name, h.username AS handled_by_username,
              count(*) OVER () AS total, count(*) FILTER (WHERE r.handled_at IS NULL) OVER () AS open
       FROM data_change_requests r
       LEFT JOIN users_view u ON u.id = r.user_id
       LEFT JOIN users_view h ON h.id = r.handled_by
       ORDER BY (r.handled_at IS NOT NULL), r.requested_at DESC, r.id DESC
       LIMIT $1 OFFSET $2`,
      [pageSize, (current - 1) * pageSize],
    );
    if (rows.length > 0) return { data: rows.map(toRow), total: Number(rows[0]!.total), open: Number(rows[0]!.open) };
    const { rows: counts } = await this.db.query<{ total: string; open: string }>(
      'SELECT count(*) AS total, count(*) FILTER (WHERE handled_at IS NULL) AS open FROM data_change_requests',
    );
    return { data: [], total: Number(counts[0]!.total), open: Number(counts[0]!.open) };
  }

  /** The user and rank of a request, to name it on the user's stream. */
  async byId(id: number): Promise<{ userId: number; requestNumber: number } | null> {
    const { rows } = await this.db.query<{ user_id: number; request_number: number }>(
      'SELECT user_id, request_number FROM data_change_requests WHERE id = $1',
      [id],
    );
    return rows[0] ? { userId: rows[0].user_id, requestNumber: rows[0].request_number } : null;
  }

  async one(id: number): Promise<DataChangeRequestRow | null> {
    const { rows } = await this.db.query<Row>(
      `SELECT r.*, u.username, u.company_name, h.username AS handled_by_username, 1 AS total, 0 AS open
       FROM data_change_requests r
       LEFT JOIN users_view u ON u.id = r.user_id
       LEFT JOIN users_view h ON h.id = r.handled_by
       WHERE r.id = $1`,
      [id],
    );
    return rows[0] ? toRow(rows[0]) : null;
  }
}
