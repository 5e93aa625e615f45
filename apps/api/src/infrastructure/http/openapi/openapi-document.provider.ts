import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Injectable } from '@nestjs/common';
import { apiOperations } from '@pratiche/contracts';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi-document';

/** The API's version, from its package.json (the same relative place under src/ and dist/). */
const apiVersion = (): string => (JSON.parse(readFileSync(join(__dirname, '../../../../package.json'), 'utf8')) as { version: string }).version;

/**
 * The document of every route, built once and kept: at its first request rather than at start-up,
 * because building takes some 0.1-0.2 s and the integration suite starts an app per file.
 */
@Injectable()
export class OpenApiDocumentProvider {
  private document: OpenApiDocument | null = null;

  get(): OpenApiDocument {
    this.document ??= buildOpenApiDocument(apiOperations, apiVersion());
    return this.document;
  }
}
