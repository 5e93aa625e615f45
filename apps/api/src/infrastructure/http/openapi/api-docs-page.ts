import { dirname, join } from 'node:path';
import { apiRoutes } from '@pratiche/contracts';

/** Where the page's files are served: Swagger UI's own, from the installed `swagger-ui-dist`, and our init script. */
export const API_DOCS_ASSETS = `${apiRoutes.apiDocs}/assets`;

const swaggerUiFolder = dirname(require.resolve('swagger-ui-dist/package.json'));

/** The only files served under the assets path: nothing else of the package's folder is reachable. */
export const swaggerUiAssets: Readonly<Record<string, { path: string; type: string }>> = {
  'swagger-ui.css': { path: join(swaggerUiFolder, 'swagger-ui.css'), type: 'text/css; charset=utf-8' },
  'swagger-ui-bundle.js': { path: join(swaggerUiFolder, 'swagger-ui-bundle.js'), type: 'text/javascript; charset=utf-8' },
  'favicon-32x32.png': { path: join(swaggerUiFolder, 'favicon-32x32.png'), type: 'image/png' },
};

/**
 * Starts Swagger UI on the document. A file of its own, not an inline script: the CSP allows
 * scripts from this origin only. No validator badge (it would call validator.swagger.io).
 */
export const apiDocsInitScript = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '${apiRoutes.openApi}',
    dom_id: '#swagger-ui',
    deepLinking: true,
    docExpansion: 'list',
    defaultModelsExpandDepth: 0,
    validatorUrl: null,
    withCredentials: true,
  });
});
`;

export const apiDocsPage = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Marketplace Pratiche API</title>
    <link rel="icon" type="image/png" href="${API_DOCS_ASSETS}/favicon-32x32.png" />
    <link rel="stylesheet" href="${API_DOCS_ASSETS}/swagger-ui.css" />
  </head>
  <body>
    <main id="swagger-ui"></main>
    <script src="${API_DOCS_ASSETS}/swagger-ui-bundle.js"></script>
    <script src="${API_DOCS_ASSETS}/init.js"></script>
  </body>
</html>
`;
