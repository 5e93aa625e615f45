import { saleClosed, saleStatuses } from './catalogue';

describe('the sale statuses (spec section 4)', () => {
  it('ceduta or chiusa closes the sale; disponibile and in_trattativa keep it open', () => {
    expect(saleStatuses.filter(saleClosed)).toEqual(['ceduta', 'chiusa']);
  });
});
