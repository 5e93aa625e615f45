import { apiMessageResponseSchema, apiPathParams, defineOperations, type ApiError } from '../shared/api-operation';
import {
  createSavedSearchSchema,
  savedSearchListSchema,
  savedSearchMessages,
  savedSearchSchema,
  unsubscribeSavedSearchQuerySchema,
  unsubscribeSavedSearchResponseSchema,
  updateSavedSearchSchema,
} from './saved-searches.schemas';

const tag = 'saved-searches';
const m = savedSearchMessages;
const notFound: ApiError = { status: 404, message: m.notFound };
const nameTaken: ApiError = { status: 409, message: m.nameTaken };

/** Issue 31: a buyer's saved marketplace searches and the one-click unsubscribe of their mails. */
export const savedSearchesOperations = defineOperations([
  {
    method: 'get',
    path: '/api/saved-searches',
    summary: "The caller's saved searches, oldest first",
    access: 'cessionario',
    tag,
    responses: { 200: { description: 'The searches', schema: savedSearchListSchema } },
    errors: [],
  },
  {
    method: 'post',
    path: '/api/saved-searches',
    summary: "Save the marketplace's filters under a name, with how matches are mailed",
    access: 'cessionario',
    tag,
    body: createSavedSearchSchema,
    responses: { 201: { description: 'The saved search', schema: savedSearchSchema } },
    errors: [nameTaken, { status: 409, message: m.tooMany }],
  },
  {
    method: 'patch',
    path: '/api/saved-searches/{id}',
    summary: 'Rename a saved search or change its mail mode',
    access: 'cessionario',
    tag,
    params: apiPathParams('id'),
    body: updateSavedSearchSchema,
    responses: { 200: { description: 'The saved search', schema: savedSearchSchema } },
    errors: [notFound, nameTaken],
  },
  {
    method: 'delete',
    path: '/api/saved-searches/{id}',
    summary: 'Delete a saved search',
    access: 'cessionario',
    tag,
    params: apiPathParams('id'),
    responses: { 200: { description: 'Deleted', schema: apiMessageResponseSchema } },
    errors: [notFound],
  },
  {
    method: 'post',
    path: '/api/saved-searches/unsubscribe',
    summary: "One-click unsubscribe (RFC 8058) from one saved search's mails",
    description: 'The link of the mails: no session, and exempt from the CSRF origin check because mail providers POST it. Repeating it answers the same.',
    access: 'public',
    tag,
    query: unsubscribeSavedSearchQuerySchema,
    responses: { 200: { description: "The search's name and a message", schema: unsubscribeSavedSearchResponseSchema } },
    errors: [{ status: 404, message: m.unsubscribeInvalid }],
  },
  {
    method: 'get',
    path: '/api/saved-searches/unsubscribe',
    summary: "The same link opened with GET (a mail client without RFC 8058): 302 to the web page '/ricerche-salvate/disattiva?token=…'",
    description: 'Changes nothing itself; the page turns the mail off.',
    access: 'public',
    tag,
    query: unsubscribeSavedSearchQuerySchema,
    responses: { 302: { description: 'To the web page that turns the mail off' } },
    errors: [],
  },
]);
