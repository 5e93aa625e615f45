import { practiceFirstSortOrder } from '../practice/practice.schemas';
import { adminUserFirstSortOrder } from '../user/admin-users.schemas';
import { otherSortOrder } from './list-sort';

describe("which way an admin column sorts on a header's first click (spec 2 /admin)", () => {
  it('sorts practices ascending by id, cedente, type and status, descending by amount, creation date and year', () => {
    expect(practiceFirstSortOrder).toEqual({
      id: 'ascend',
      cedente: 'ascend',
      type: 'ascend',
      status: 'ascend',
      amount: 'descend',
      createdAt: 'descend',
      year: 'descend',
    });
  });

  it('sorts users ascending by id, names and status, descending by balance (most credits first) and creation date', () => {
    expect(adminUserFirstSortOrder).toEqual({
      id: 'ascend',
      username: 'ascend',
      companyName: 'ascend',
      status: 'ascend',
      walletBalance: 'descend',
      createdAt: 'descend',
    });
  });

  it('sorts the other way on the second click', () => {
    expect(otherSortOrder('ascend')).toBe('descend');
    expect(otherSortOrder('descend')).toBe('ascend');
  });
});
