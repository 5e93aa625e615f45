import { expectRefusal } from '../shared/decider.spec-helper';
import { checkedDueDiligenceFacts, defaultDueDiligenceFacts } from './due-diligence-facts';
import { dueDiligenceMessages as m } from './due-diligence.messages';

const at = '2026-03-01T10:00:00.000Z';

describe('issue 28: the facts a seller declares for the due diligence', () => {
  it('none sent: the defaults, with the works amount of the credit', () => {
    expect(checkedDueDiligenceFacts(undefined, 80_000, at)).toEqual(defaultDueDiligenceFacts(80_000));
  });

  it('facts not sent keep the ones declared before', () => {
    const before = { ...defaultDueDiligenceFacts(80_000), commonParts: true, worksAmount: 120_000 };
    expect(checkedDueDiligenceFacts({ stage: 'sal' }, 90_000, at, before)).toEqual({ ...before, stage: 'sal' });
  });

  it('only what the type says is kept: extra fields sent along do not reach the log', () => {
    const sent = { commonParts: true, isAdmin: true } as unknown as Parameters<typeof checkedDueDiligenceFacts>[0];
    expect(Object.keys(checkedDueDiligenceFacts(sent, 1, at)).sort()).toEqual(
      ['commonParts', 'companyRegisteredOn', 'ediliziaLibera', 'sellerIsBank', 'stage', 'worksAmount', 'energyWorks', 'worksByHolder'].sort(),
    );
  });

  it.each([
    ['a negative works amount', { worksAmount: -1 }, m.worksAmountInvalid],
    ['a works amount that is not a number', { worksAmount: Number.NaN }, m.worksAmountInvalid],
    ['an unknown stage', { stage: 'collaudo' }, m.stageInvalid],
    ['a registration date in the future', { companyRegisteredOn: '2026-03-02' }, m.companyRegisteredOnInvalid],
    ['a registration date that is no date', { companyRegisteredOn: '2026-13-01' }, m.companyRegisteredOnInvalid],
  ])('%s is refused', (_name, facts, message) => {
    expectRefusal(() => checkedDueDiligenceFacts(facts as never, 1, at), message, 'validation');
  });
});
