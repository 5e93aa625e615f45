import { holdingMessages, offsetCapacityMessages, offsetLimitTexts } from '@pratiche/domain';
import { z } from 'zod';
import { concurrentChange } from '../practice/practice.operations';
import { apiPathParams, defineOperations, refusals } from '../shared/api-operation';
import {
  holdingResponseSchema,
  holdingsResponseSchema,
  offsetCapacityRequestSchema,
  offsetCapacityResponseSchema,
  offsetChoiceRequestSchema,
} from './holdings.schemas';

/*
 * 'I miei crediti' (issue 45) for the OpenAPI document: the rate a buyer acquired through completed
 * closings, and its offset choice. Buyers only; each reads its own holdings.
 */

/** A malformed or unknown practice id, an unknown rata, another buyer's: all are no holding of the caller's. */
const holdingParams = apiPathParams('practiceId').extend({
  rataId: z.string().describe("The holding's rata id: a year, 'intero' (Credito IVA), or '{year}-{n}' (the 75 rule's six rate)"),
});

export const holdingsOperations = defineOperations([
  {
    method: 'get',
    path: '/api/holdings',
    summary: "List the caller's rate acquired through completed closings, with the totals per year",
    description: "By year, then practice, then rata. The category in the buyer's hands reads the transfer chain and the buyer's kind as they are now.",
    access: 'cessionario',
    tag: 'negotiation',
    responses: { 200: { description: 'The holdings and how much to offset in each year', schema: holdingsResponseSchema } },
    errors: [],
  },
  {
    method: 'get',
    path: '/api/holdings.csv',
    summary: 'The same holdings as a CSV file for Italian spreadsheets, then the totals per year',
    access: 'cessionario',
    tag: 'negotiation',
    responses: { 200: { description: 'i-miei-crediti.csv', contentType: 'text/csv' } },
    errors: [],
  },
  {
    method: 'post',
    path: '/api/holdings/{practiceId}/{rataId}/offset',
    summary: 'Record the irrevocable choice to offset a rata held in F24: once, and only up to 31 December of its year',
    description: "Communicated on the Agenzia's Piattaforma Cessione Crediti; recorded here, the rata reads 'in compensazione' and is no longer transferable.",
    access: 'cessionario',
    tag: 'negotiation',
    params: holdingParams,
    body: offsetChoiceRequestSchema,
    responses: { 200: { description: 'The holding as it now reads', schema: holdingResponseSchema } },
    errors: [
      ...refusals(400, offsetLimitTexts.overdueRuoliNotDeclared),
      ...refusals(404, holdingMessages.notHeld),
      ...refusals(409, holdingMessages.offsetAlreadyChosen, holdingMessages.offsetExpired(2026)),
      concurrentChange,
    ],
  },
  {
    method: 'put',
    path: '/api/user/offset-capacity',
    summary: 'Declare how much the buyer can offset in F24 in each year (issue 47)',
    description:
      "A rata is used only in its own year and the part not used is lost (art. 121 c. 3 DL 34/2020): 'I miei crediti' flags the years whose rate pass it, and the screens warn before a purchase or offer would. The whole declaration replaces the one before; an empty list withdraws it.",
    access: 'cessionario',
    tag: 'negotiation',
    body: offsetCapacityRequestSchema,
    responses: { 200: { description: 'The message and the declaration as saved, by year', schema: offsetCapacityResponseSchema } },
    errors: [
      ...refusals(400, offsetCapacityMessages.invalid, offsetCapacityMessages.years(2026, 2036), offsetCapacityMessages.amount),
      ...refusals(403, offsetCapacityMessages.buyersOnly),
    ],
  },
]);
