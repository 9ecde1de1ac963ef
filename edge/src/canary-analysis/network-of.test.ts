import { networkOf } from './network-of';

describe('the network of an address', () => {
  it.each([
    ['203.0.113.7', '203.0.113.0/24'],
    ['203.0.113.250', '203.0.113.0/24'],
    ['203.0.114.7', '203.0.114.0/24'],
    ['::ffff:203.0.113.9', '203.0.113.0/24'],
    ['2001:db8:1234:5678::1', '2001:db8:1234::/48'],
    ['2001:db8:1234:ffff:1:2:3:4', '2001:db8:1234::/48'],
    ['2001:0db8:1234::', '2001:db8:1234::/48'],
    ['2001:db8::1', '2001:db8::/48'],
    ['::1', '::/48'],
    ['fe80::1%eth0', 'fe80::/48'],
    ['64:ff9b::203.0.113.7', '64:ff9b::/48'],
  ])('%s is in %s', (address, network) => {
    expect(networkOf(address)).toBe(network);
  });

  it('puts addresses of one /24 together and the next /24 apart', () => {
    const networks = new Set(['198.51.100.1', '198.51.100.2', '198.51.100.254', '198.51.101.1'].map(networkOf));
    expect(networks).toEqual(new Set(['198.51.100.0/24', '198.51.101.0/24']));
  });

  it('puts addresses of one /48 together and the next /48 apart', () => {
    const networks = new Set(
      ['2001:db8:aa::1', '2001:db8:aa:1::1', '2001:db8:aa:ffff::9', '2001:db8:ab::1'].map(networkOf),
    );
    expect(networks).toEqual(new Set(['2001:db8:aa::/48', '2001:db8:ab::/48']));
  });

  it('counts an address it cannot read as one network of its own', () => {
    expect(networkOf('')).toBe('unknown');
    expect(networkOf('not an address')).toBe('unknown');
    expect(networkOf('127.1')).toBe('unknown');
    expect(networkOf('0x7f.0.0.1')).toBe('unknown');
    expect(networkOf('2001:db8::g')).toBe('unknown');
  });
});
