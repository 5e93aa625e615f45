import { z } from 'zod';
import { defineOperations } from '../shared/api-operation';

const tag = 'docs';

/** Issue 31: this API's own documentation (the OpenAPI document and the page that shows it). */
export const docsOperations = defineOperations([
  {
    method: 'get',
    path: '/api/openapi.json',
    summary: 'This document: OpenAPI 3.1, generated from the zod contracts',
    access: 'public',
    tag,
    responses: { 200: { description: 'The OpenAPI document' } },
    errors: [],
  },
  {
    method: 'get',
    path: '/api/docs',
    summary: 'The readable API documentation (Swagger UI)',
    access: 'public',
    tag,
    responses: { 200: { description: 'An HTML page', contentType: 'text/html' } },
    errors: [],
  },
  {
    method: 'get',
    path: '/api/docs/assets/{file}',
    summary: "The documentation page's scripts and styles, served by this API (no CDN)",
    access: 'public',
    tag,
    params: z.object({ file: z.string() }),
    responses: { 200: { description: 'A script, a style sheet or an image' } },
    errors: [],
  },
]);
