/**
 * A JSON answer already serialised, by the database for instance. A controller returns it through
 * `sendJsonText`, so a large list is not parsed into objects and stringified again in Node.
 */
export class JsonText {
  constructor(readonly text: string) {}
}

type JsonResponse = { type: (contentType: string) => unknown; send: (body: string) => unknown };

/** Sends `JsonText` as is, with the JSON content type; any other value goes through Nest as usual. */
export function sendJsonText<T>(response: JsonResponse, body: T | JsonText): T | undefined {
  if (!(body instanceof JsonText)) return body;
  response.type('application/json');
  response.send(body.text);
  return undefined;
}
