import generatePayload from 'promptpay-qr';
import { describe, expect, it } from 'vitest';
import { crc16, promptPayPayload, readPromptPayPayload, readTlv } from './promptpay.js';

/** The fields a payload and the `promptpay-qr` package's agree on (the package has no name or bill). */
const common = (payload: string) => {
  const fields = readTlv(payload);
  return ['00', '29', '53', '54', '58'].map((id) => [id, fields.get(id)]);
};

describe('PromptPay payloads', () => {
  it('computes CRC-16/CCITT-FALSE: the standard check value and known payloads', () => {
    expect(crc16('123456789')).toBe('29B1');
    // A payload made by the promptpay-qr package, whose CRC the package computed with `crc`.
    const known =
      '00020101021229370016A000000677010111011300668123456785802TH530376454044.2263045D49';
    expect(crc16(known.slice(0, -4))).toBe('5D49');
  });

  it('builds the EMVCo merchant-presented fields in order, with its CRC over all of them', () => {
    const payload = promptPayPayload({
      promptPayId: '0105561234567',
      amount: '1250.00',
      merchantName: 'BEAUTY SHOP',
      reference: 'BP100001',
    });
    expect(payload).toBe(
      '000201' +
        '010212' +
        '2937' +
        '0016A000000677010111' +
        '02130105561234567' +
        '5303764' +
        '54071250.00' +
        '5802TH' +
        '5911BEAUTY SHOP' +
        '6212' +
        '0108BP100001' +
        '6304' +
        crc16(payload.slice(0, -4)),
    );
    expect(payload).toMatch(/6304[0-9A-F]{4}$/);
  });

  it('agrees with the promptpay-qr package for tax ids and mobile numbers', () => {
    for (const [promptPayId, amount] of [
      ['0105561234567', '1250.00'],
      ['0812345678', '4.22'],
      ['1234567890123', '99999.99'],
    ] as const) {
      const ours = promptPayPayload({ promptPayId, amount, merchantName: 'SHOP', reference: 'R1' });
      const theirs = generatePayload(promptPayId, { amount: Number(amount) });
      expect(common(ours)).toEqual(common(theirs));
      expect(readTlv(ours).get('01')).toBe(readTlv(theirs).get('01'));
    }
  });

  it('reads a payload back only when its CRC and fields are right', () => {
    const payload = promptPayPayload({
      promptPayId: '0812345678',
      amount: '10.50',
      merchantName: 'BEAUTY SHOP',
      reference: 'BP100002',
    });
    expect(readPromptPayPayload(payload)).toEqual({
      promptPayId: '0812345678',
      amount: '10.50',
      reference: 'BP100002',
    });
    expect(readPromptPayPayload(payload.replace('10.50', '10.51'))).toBeUndefined();
    expect(readPromptPayPayload(`${payload.slice(0, -4)}0000`)).toBeUndefined();
    expect(readPromptPayPayload('not a payload')).toBeUndefined();
    const foreign = generatePayload('0812345678', { amount: 10.5 });
    expect(readPromptPayPayload(foreign)).toBeUndefined(); // no bill number to match
  });
});
