import { Controller, Get, Inject, Param, Query as QueryParams, Res, StreamableFile } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { auditApiMessages, auditHistoryQuerySchema, auditStreamKinds, type AuditEntry, type AuditStreamKind } from '@pratiche/contracts';
import { notFound } from '@pratiche/domain';
import type { Response } from 'express';
import type { AuditExport } from '../../../../infrastructure/audit-chain/export/audit-export.schema';
import { auditExportText } from '../../../../infrastructure/audit-chain/export/build-audit-export';
import { APP_CONFIG, type AppConfig } from '../../../../infrastructure/config/app-config';
import { Role } from '../../../../infrastructure/http/access-policy';
import { pathId } from '../../../../infrastructure/http/path-id';
import { parseRequest } from '../../../../infrastructure/http/request-validation';
import { historyCsv } from '../../history-csv';
import { ExportHistoryQuery } from '../export-history/export-history.query';
import { historyExportPdf } from '../export-history/history-export.pdf';
import { GetHistoryQuery } from './get-history.query';

const parseKind = (raw: string): AuditStreamKind => {
  if (!(auditStreamKinds as readonly string[]).includes(raw)) throw notFound(auditApiMessages.historyNotFound);
  return raw as AuditStreamKind;
};

const parseId = (raw: string): number => pathId(raw, auditApiMessages.historyNotFound);

@Controller()
export class GetHistoryController {
  constructor(
    private readonly queryBus: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * JSON by default; `?format=csv` answers the same entries as a CSV attachment 'storico-{kind}-{id}.csv';
   * `signed` and `pdf` the signed export (issue 30) as 'storico-{kind}-{id}.json' or '.pdf'.
   */
  @Get('/api/admin/history/:kind/:id')
  @Role('admin')
  async history(
    @Param('kind') kind: string,
    @Param('id') id: string,
    @QueryParams() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AuditEntry[] | string | StreamableFile> {
    const { format, since } = parseRequest(auditHistoryQuerySchema, query);
    const [streamKind, streamId] = [parseKind(kind), parseId(id)];
    if (format === 'signed' || format === 'pdf') return this.export(streamKind, streamId, format, res, since);
    const entries: AuditEntry[] = await this.queryBus.execute(new GetHistoryQuery(streamKind, streamId));
    if (format === 'json') return entries;
    res.attachment(`storico-${streamKind}-${streamId}.csv`);
    res.type('text/csv; charset=utf-8');
    return historyCsv(entries);
  }

  private async export(kind: AuditStreamKind, id: number, format: 'signed' | 'pdf', res: Response, since?: number): Promise<string | StreamableFile> {
    const file: AuditExport = await this.queryBus.execute(new ExportHistoryQuery(kind, id, since));
    if (format === 'pdf') {
      res.attachment(`storico-${kind}-${id}.pdf`);
      return new StreamableFile(await historyExportPdf(file, `${this.config.publicUrl}/api/audit/public-key`), { type: 'application/pdf' });
    }
    res.attachment(`storico-${kind}-${id}.json`);
    res.type('application/json; charset=utf-8');
    return auditExportText(file);
  }
}
