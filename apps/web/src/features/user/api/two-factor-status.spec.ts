import { twoFactorMessages, type TwoFactorStatus } from '@pratiche/contracts';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { twoFactorStatusKey, watchEnrolmentRequired } from './two-factor-status';

let queryClient: QueryClient;
let stop: () => void;

beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  stop = watchEnrolmentRequired(queryClient);
});
afterEach(() => stop());

const failingQuery = (error: Error) => queryClient.fetchQuery({ queryKey: ['some-page'], queryFn: () => Promise.reject(error) }).catch(() => undefined);
const status = () => queryClient.getQueryData<TwoFactorStatus>(twoFactorStatusKey);

describe('watchEnrolmentRequired: a 403 enrolmentRequired from any call sends the person to enrol (issue 31)', () => {
  it("a query's 403 with the message marks the status as requiring enrolment", async () => {
    await failingQuery(new ApiError(twoFactorMessages.enrolmentRequired, 403));
    expect(status()).toEqual({ enabled: false, enrolmentRequired: true, recoveryCodesLeft: 0 });
  });

  it("a mutation's 403 with the message marks it too", async () => {
    const mutation = queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: () => Promise.reject(new ApiError(twoFactorMessages.enrolmentRequired, 403)) });
    await mutation.execute(undefined).catch(() => undefined);
    expect(status()?.enrolmentRequired).toBe(true);
  });

  it('other refusals and failures leave the status alone', async () => {
    queryClient.setQueryData<TwoFactorStatus>(twoFactorStatusKey, { enabled: true, enrolmentRequired: false, recoveryCodesLeft: 4 });
    await failingQuery(new ApiError('Devi essere un amministratore per accedere a questa pagina.', 403));
    await failingQuery(new ApiError(twoFactorMessages.enrolmentRequired, 500));
    expect(status()).toEqual({ enabled: true, enrolmentRequired: false, recoveryCodesLeft: 4 });
  });

  it('after the unsubscribe nothing is marked', async () => {
    stop();
    await failingQuery(new ApiError(twoFactorMessages.enrolmentRequired, 403));
    expect(status()).toBeUndefined();
  });
});
