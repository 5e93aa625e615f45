import type { ApiMessageBody, UserResponse } from '@pratiche/contracts';

/** What both buyer-kind routes answer (issue 27): the Italian success text and the account as it now is. */
export type BuyerKindAnswer = ApiMessageBody & { user: UserResponse };
