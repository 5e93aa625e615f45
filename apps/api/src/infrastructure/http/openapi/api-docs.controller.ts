import { createReadStream } from 'node:fs';
import { Controller, Get, Header, Param, Res, StreamableFile } from '@nestjs/common';
import { apiMessages, apiRoutes } from '@pratiche/contracts';
import type { Response } from 'express';
import { Public } from '../access-policy';
import { ApiError } from '../api-error';
import { API_DOCS_ASSETS, apiDocsInitScript, apiDocsPage, swaggerUiAssets } from './api-docs-page';
import type { OpenApiDocument } from './openapi-document';
import { OpenApiDocumentProvider } from './openapi-document.provider';

/** A day: the assets change only with the installed package, and the page names them without a hash. */
const ASSET_CACHE = 'public, max-age=86400';

/** The API's own documentation (issue 31): the OpenAPI document and Swagger UI over it, public like the spec of any API. */
@Controller()
export class ApiDocsController {
  constructor(private readonly documents: OpenApiDocumentProvider) {}

  @Get(apiRoutes.openApi)
  @Public()
  document(): OpenApiDocument {
    return this.documents.get();
  }

  @Get(apiRoutes.apiDocs)
  @Public()
  @Header('Content-Type', 'text/html; charset=utf-8')
  page(): string {
    return apiDocsPage;
  }

  @Get(`${API_DOCS_ASSETS}/:file`)
  @Public()
  asset(@Param('file') file: string, @Res({ passthrough: true }) res: Response): StreamableFile | string {
    res.setHeader('Cache-Control', ASSET_CACHE);
    if (file === 'init.js') {
      res.type('text/javascript; charset=utf-8');
      return apiDocsInitScript;
    }
    const asset = Object.hasOwn(swaggerUiAssets, file) ? swaggerUiAssets[file]! : null;
    if (!asset) throw new ApiError(404, apiMessages.notFound);
    return new StreamableFile(createReadStream(asset.path), { type: asset.type });
  }
}
