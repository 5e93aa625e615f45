import { Controller, Get, Param, Query as QueryParams, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { auditApiMessages, auditHistoryQuerySchema, auditStreamKinds, type AuditEntry, type AuditStreamKind } from '@pratiche/contracts';
import { notFound } from '@pratiche/domain';
import type { Response } from 'express';
import { Role } from '../../../../infrastructure/http/access-policy';
import { parseRequest } from '../../../../infrastructure/http/request-validation';
import { historyCsv } from '../../history-csv';
import { GetHistoryQuery } from './get-history.query';

const parseKind = (raw: string): AuditStreamKind => {
  if (!(auditStreamKinds as readonly string[]).includes(raw)) throw notFound(auditApiMessages.historyNotFound);
  return raw as AuditStreamKind;
};

const parseId = (raw: string): number => {
  const id = Number(raw);
  if (!/^\d{1,9}$/.test(raw) || id < 1) throw notFound(auditApiMessages.historyNotFound);
  return id;
};

@Controller()
export class GetHistoryController {
  constructor(private readonly queryBus: QueryBus) {}

  /** JSON by default; `?format=csv` answers the same entries as a CSV attachment 'storico-{kind}-{id}.csv'. */
  @Get('/api/admin/history/:kind/:id')
  @Role('admin')
  async history(
    @Param('kind') kind: string,
    @Param('id') id: string,
    @QueryParams() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AuditEntry[] | string> {
    const { format } = parseRequest(auditHistoryQuerySchema, query);
    const [streamKind, streamId] = [parseKind(kind), parseId(id)];
    const entries: AuditEntry[] = await this.queryBus.execute(new GetHistoryQuery(streamKind, streamId));
    if (format === 'json') return entries;
    res.attachment(`storico-${streamKind}-${streamId}.csv`);
    res.type('text/csv; charset=utf-8');
    return historyCsv(entries);
  }
}
