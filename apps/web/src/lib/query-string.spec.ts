import { stableQueryString } from './query-string';

describe('stableQueryString', () => {
  it('orders the keys, so the same query written in any order gives the same string', () => {
    expect(stableQueryString({ pageSize: 20, current: 1, keyword: 'a b' })).toBe('current=1&keyword=a+b&pageSize=20');
    expect(stableQueryString({ keyword: 'a b', current: 1, pageSize: 20 })).toBe('current=1&keyword=a+b&pageSize=20');
  });

  it('leaves out undefined, null and empty values, but keeps zero and false', () => {
    expect(stableQueryString({ a: undefined, b: null, c: '', d: 0, e: false })).toBe('d=0&e=false');
  });
});
