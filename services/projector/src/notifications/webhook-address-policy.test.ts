import { describe, expect, it } from 'vitest';
import { checkWebhookHost, isPrivateAddress } from './webhook-address-policy.ts';

describe('which addresses a webhook may not reach by default', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    '64:ff9b::a00:1',
    '2002:c0a8:101::1',
    'fe80::1%eth0',
  ])('refuses %s', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(['8.8.8.8', '93.184.216.34', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808', '2002:808:808::1'])(
    'lets %s through',
    (address) => {
      expect(isPrivateAddress(address)).toBe(false);
    },
  );

  it('counts anything that is not an IP address as private, so a name is never taken for an address', () => {
    expect(isPrivateAddress('example.com')).toBe(true);
    expect(isPrivateAddress('')).toBe(true);
  });

  it('checks IP literals in URLs before connecting, and leaves names to the connect-time lookup', () => {
    expect(checkWebhookHost(new URL('http://169.254.169.254/latest/meta-data'))?.message).toMatch(/169\.254\.169\.254 is a private or reserved address.*WEBHOOK_ALLOW_PRIVATE=true/);
    expect(checkWebhookHost(new URL('http://[::1]:8080/hook'))).not.toBeNull();
    expect(checkWebhookHost(new URL('https://8.8.8.8/hook'))).toBeNull();
    expect(checkWebhookHost(new URL('https://hooks.example.com/hook'))).toBeNull();
  });
});
