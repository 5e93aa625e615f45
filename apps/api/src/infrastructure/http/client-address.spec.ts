import type { Request } from 'express';
import { clientAddressKey } from './client-address';

const from = (ip: string | undefined) => clientAddressKey({ ip } as Request);

describe('the address rate limits count a client on (issue 10 point 17)', () => {
  it('IPv6 clients are counted per address, not per /64', () => {
    expect(from('2001:db8:1:2::1')).not.toBe(from('2001:db8:1:2::2'));
  });

  it('one address is one key however it is written', () => {
    expect(from('2001:0DB8:0000:0000::0001')).toBe(from('2001:db8::1'));
    expect(from('::ffff:192.0.2.7')).toBe(from('192.0.2.7'));
  });

  it('no address (socket already closed) is one shared key', () => {
    expect(from(undefined)).toBe('unknown');
  });
});
