import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  ageFrom,
  buildSiteData,
  buildUserData,
  md5Hex,
  normalizeForHash,
  sha256Hex,
} from '../index.js';

const nodeHash = (algorithm: 'md5' | 'sha256', text: string) =>
  createHash(algorithm).update(text, 'utf8').digest('hex');

describe('hashing', () => {
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    [
      'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq',
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    ],
  ])('sha256(%j) matches the FIPS 180-2 vector', async (input, digest) => {
    expect(await sha256Hex(input)).toBe(digest);
  });

  it.each([
    ['', 'd41d8cd98f00b204e9800998ecf8427e'],
    ['a', '0cc175b9c0f1b6a831c399e269772661'],
    ['abc', '900150983cd24fb0d6963f7d28e17f72'],
    ['message digest', 'f96b697d7cb7938d525a2f31aaf161d0'],
    ['abcdefghijklmnopqrstuvwxyz', 'c3fcd3d76192e4007dfb496cca67e13b'],
  ])('md5(%j) matches the RFC 1321 vector', (input, digest) => {
    expect(md5Hex(input)).toBe(digest);
  });

  it('trims and lower-cases before hashing, so variants of one address hash alike', async () => {
    expect(normalizeForHash('  Jane.Doe@Example.COM \n')).toBe('jane.doe@example.com');
    const expectedSha = nodeHash('sha256', 'jane.doe@example.com');
    const expectedMd5 = nodeHash('md5', 'jane.doe@example.com');
    for (const variant of [
      'jane.doe@example.com',
      ' JANE.DOE@EXAMPLE.COM',
      'Jane.Doe@Example.com\t',
    ]) {
      expect(await sha256Hex(variant)).toBe(expectedSha);
      expect(md5Hex(variant)).toBe(expectedMd5);
    }
  });

  it('hashes non-ASCII text as UTF-8', async () => {
    const text = 'Ünïcödé@例え.jp';
    expect(await sha256Hex(text)).toBe(nodeHash('sha256', text.toLowerCase()));
    expect(md5Hex(text)).toBe(nodeHash('md5', text.toLowerCase()));
  });

  it('explains when Web Crypto is missing instead of failing obscurely', async () => {
    const original = globalThis.crypto;
    Object.defineProperty(globalThis, 'crypto', { value: undefined, configurable: true });
    try {
      await expect(sha256Hex('abc')).rejects.toThrow(/Web Crypto/);
    } finally {
      Object.defineProperty(globalThis, 'crypto', { value: original, configurable: true });
    }
  });
});

describe('buildUserData', () => {
  const shopper = {
    id: 4211,
    isEmployee: true,
    dateOfBirth: '1990-06-15',
    cardNumber: ' 8800123456 ',
    email: '  Jane.Doe@Example.COM ',
    mobileNumber: ' +6591234567 ',
    loyaltyPoints: 1250,
    loyaltyTier: 'Gold',
    tierPointsCounter: 300,
  };

  it('gives every field with the contact details hashed and never raw', async () => {
    const data = await buildUserData(shopper, { now: new Date('2026-06-14T00:00:00Z') });
    expect(data).toEqual({
      id: '4211',
      is_employee: true,
      age: 35,
      card_number: '8800123456',
      email_sha256: nodeHash('sha256', 'jane.doe@example.com'),
      email_md5: nodeHash('md5', 'jane.doe@example.com'),
      mobile_number_md5: nodeHash('md5', '+6591234567'),
      loyalty_points: 1250,
      loyalty_tier: 'gold',
      tier_points_counter: 300,
    });
    expect(JSON.stringify(data).toLowerCase()).not.toContain('jane');
    expect(JSON.stringify(data)).not.toContain('6591234567');
  });

  it('is null for a guest', async () => {
    expect(await buildUserData(null)).toBeNull();
    expect(await buildUserData(undefined)).toBeNull();
  });

  it('leaves missing details null and reports the pink tier as white', async () => {
    expect(await buildUserData({ id: 'u1', email: '   ', loyaltyTier: 'PINK' })).toEqual({
      id: 'u1',
      is_employee: false,
      age: null,
      card_number: null,
      email_sha256: null,
      email_md5: null,
      mobile_number_md5: null,
      loyalty_points: null,
      loyalty_tier: 'white',
      tier_points_counter: null,
    });
  });

  it('prefers a given age and computes one from the birth date otherwise', async () => {
    expect((await buildUserData({ id: 1, age: 41, dateOfBirth: '1990-01-01' }))?.age).toBe(41);
    const now = new Date('2026-06-15T00:00:00Z');
    expect(ageFrom('1990-06-15', now)).toBe(36);
    expect(ageFrom('1990-06-16', now)).toBe(35);
    expect(ageFrom('not a date', now)).toBeNull();
    expect(ageFrom('2030-01-01', now)).toBeNull();
  });
});

describe('buildSiteData', () => {
  const phone = { isMobile: true, isTablet: false };
  const tablet = { isMobile: false, isTablet: true };
  const desktop = { isMobile: false, isTablet: false };
  const criteoAccounts = { sg: '12345', TH: '67890' };

  it('reports locale, language, device, status, layout and the country ad account', () => {
    expect(
      buildSiteData({
        country: 'SG',
        language: 'en',
        device: phone,
        signedIn: true,
        criteoAccounts,
      }),
    ).toEqual({
      locale: 'sg',
      language: 'en',
      mobile: true,
      status: 'Signed In',
      layout: 'Mobile',
      criteo_account: '12345',
    });
  });

  it('uses the Mobile layout for tablets and Desktop for the rest', () => {
    const th = { country: 'th', language: 'th', signedIn: false, criteoAccounts };
    expect(buildSiteData({ ...th, device: tablet })).toMatchObject({
      layout: 'Mobile',
      mobile: false,
    });
    expect(buildSiteData({ ...th, device: desktop })).toMatchObject({
      layout: 'Desktop',
      status: 'Guest',
      criteo_account: '67890',
    });
  });

  it('has no ad account for countries without one', () => {
    expect(
      buildSiteData({
        country: 'NZ',
        language: 'en',
        device: desktop,
        signedIn: false,
        criteoAccounts,
      }).criteo_account,
    ).toBeNull();
  });
});
