import { baseAccessCredits, creditMessages, dueDiligenceMessages, exclusivityCredits, marketplaceMessages } from '@pratiche/domain';
import { z } from 'zod';
import { concurrentChange, practiceIdParams, buyerEligibilityRefusals } from '../practice/practice.operations';
import { defineOperations, refusals, type ApiError } from '../shared/api-operation';
import { marketplacePageQuerySchema, marketplacePageResponseSchema } from './marketplace-page.schemas';
import { marketplaceRateQuerySchema, marketplaceRateResponseSchema } from './marketplace-rate.schemas';
import {
  exclusivitiesResponseSchema,
  marketplaceApiMessages,
  marketplaceListResponseSchema,
  myPracticesResponseSchema,
  purchaseBaseAccessRequestSchema,
  purchaseExclusivityRequestSchema,
  purchaseResponseSchema,
  weeklySalesResponseSchema,
} from './marketplace.schemas';

/*
 * The marketplace routes for the OpenAPI document (the saved searches are in
 * saved-searches.operations.ts). Errors list each route's own refusals in the order the API
 * checks them; messages that carry figures are shown with example values.
 */

/** What refuses both purchases before the access and the price are decided (purchaseDecider). */
const purchaseRefusals: ApiError[] = [
  // The practice's id unknown, or the practice not approved: nothing leaks about it.
  ...refusals(404, marketplaceMessages.practiceNotFound),
  ...refusals(409, marketplaceMessages.sellerNotActive),
  ...refusals(403, marketplaceMessages.ownPractice),
  ...refusals(409, marketplaceMessages.notAvailable, marketplaceMessages.underExclusivity, creditMessages.allRataExpired),
  ...buyerEligibilityRefusals,
];

const purchased = (message: string) => ({
  200: {
    description: `The confirmation ('${message}'), the practice as the buyer now sees it and the balance after the debit`,
    schema: purchaseResponseSchema,
  },
});

export const marketplaceOperations = defineOperations([
  // The buyer's listing and purchases.
  {
    method: 'get',
    path: '/api/marketplace',
    summary: 'List the approved practices of other sellers, as the caller sees them',
    description:
      "Without `page`, spec 7's array of every practice (other parameters are ignored); with `page`, one page sorted and filtered by the server, with the tab counts and the summary tiles. Seller and documents only where bought.",
    access: 'cessionario',
    tag: 'marketplace',
    query: marketplacePageQuerySchema,
    responses: {
      200: { description: 'Every practice, or one page of them', schema: z.union([marketplaceListResponseSchema, marketplacePageResponseSchema]) },
    },
    errors: [],
  },
  {
    method: 'get',
    path: '/api/marketplace/rate',
    summary: 'List the rate on sale, one row per rata, as the caller sees them (issue 45)',
    description:
      "One page of the single annual instalments still on sale (not expired, not ceduta, not 'non cedibile', not chosen for offset, something left) of the practices the marketplace lists to the caller: filtered by type, the rata's year and amount, the practice's price per 100, the days left to the last useful transfer day, what the caller may buy and the rata's status; sorted by year, amount, price per 100 or days left, ties by practice id then rata id. Bad parameters answer 400 with an Italian message.",
    access: 'cessionario',
    tag: 'marketplace',
    query: marketplaceRateQuerySchema,
    responses: { 200: { description: 'One page of rate on sale and their total', schema: marketplaceRateResponseSchema } },
    errors: [],
  },
  {
    method: 'get',
    path: '/api/marketplace/my-practices',
    summary: "List the caller's purchases, with seller and documents",
    access: 'cessionario',
    tag: 'marketplace',
    responses: { 200: { description: 'The purchased practices, with accessType and exclusivityEndDate', schema: myPracticesResponseSchema } },
    errors: [],
  },
  {
    method: 'get',
    path: '/api/marketplace/exclusivities',
    summary: 'List every exclusivity the caller bought, newest first',
    access: 'cessionario',
    tag: 'marketplace',
    responses: { 200: { description: 'The exclusivities, `isActive` read at the time of the request', schema: exclusivitiesResponseSchema } },
    errors: [],
  },
  {
    method: 'post',
    path: '/api/marketplace/view/{id}',
    summary: `Buy base access to a practice (${baseAccessCredits} credits): its seller and documents`,
    access: 'cessionario',
    tag: 'marketplace',
    params: practiceIdParams,
    body: purchaseBaseAccessRequestSchema,
    responses: purchased(marketplaceApiMessages.baseAccessPurchased),
    errors: [
      ...purchaseRefusals,
      ...refusals(409, marketplaceMessages.alreadyPurchased, marketplaceMessages.insufficientCredits(baseAccessCredits, 4)),
      concurrentChange,
    ],
  },
  {
    method: 'post',
    path: '/api/marketplace/exclusive/{id}',
    summary: `Buy exclusive access to a practice for 24, 48 or 72 hours (${Object.values(exclusivityCredits).join(', ')} credits)`,
    description:
      'Exclusive access includes base access; the holder may make offers. Issue 45: it holds the rate named in `rate` (rata ids; absent or empty, every rata no other exclusivity holds): the other rate stay on sale, and other buyers may hold them side by side. While any exclusivity runs the practice reads in_trattativa and other buyers cannot download the zip; each rata reads in_trattativa only while an exclusivity holds it.',
    access: 'cessionario',
    tag: 'marketplace',
    params: practiceIdParams,
    body: purchaseExclusivityRequestSchema,
    responses: purchased(marketplaceApiMessages.exclusivityPurchased(48)),
    errors: [
      ...refusals(
        400,
        marketplaceMessages.invalidHours,
        marketplaceMessages.wholeCreditOnly,
        creditMessages.rataChosenUnknown,
        creditMessages.rataChosenTwice,
        creditMessages.rataChoiceInvalid,
      ),
      ...purchaseRefusals,
      ...refusals(
        409,
        marketplaceMessages.alreadyExclusive,
        marketplaceMessages.rataNotFree('2027'),
        dueDiligenceMessages.reconfirmationOverdue,
        marketplaceMessages.insufficientCredits(exclusivityCredits[24], 40),
      ),
      concurrentChange,
    ],
  },

  // Public figure of the sign-in page.
  {
    method: 'get',
    path: '/api/marketplace/weekly-sales',
    summary: "Read the credits sold this week, in euro (the sign-in page's counter)",
    access: 'public',
    tag: 'marketplace',
    responses: { 200: { description: 'One sum, nothing about who sold or bought', schema: weeklySalesResponseSchema } },
    errors: [],
  },
]);
