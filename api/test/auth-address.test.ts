import { addressKey } from '../src/modules/auth/account/address';

describe('the address a per-address limit counts', () => {
  it('keeps IPv4 addresses, also IPv4-mapped ones', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('groups IPv6 addresses by their /64 network, however they are written', () => {
    expect(addressKey('2001:db8:85a3:0:1:8a2e:370:7334')).toBe('2001:db8:85a3:0::/64');
    expect(addressKey('2001:0db8:85a3:0000:ffff:ffff:ffff:ffff')).toBe('2001:db8:85a3:0::/64');
    expect(addressKey('2001:db8:85a3::1')).toBe('2001:db8:85a3:0::/64');
    expect(addressKey('2001:DB8::')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('2001:db8:85a3:1::1')).not.toBe(addressKey('2001:db8:85a3:2::1'));
  });
});
