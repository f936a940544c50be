import { regionSubtag } from '@beauty/i18n';

/** PromptPay's application id in an EMVCo merchant account template (tag 29). */
const PROMPTPAY_AID = 'A000000677010111';

/** The country code of tag 58: PromptPay is Thai. */
const THAILAND = regionSubtag('th');

/** The merchant the simulator pays out to: the shop's PromptPay id (a 13-digit tax id). */
export const MERCHANT_PROMPTPAY_ID = '0105561234567';
/** The merchant name shown by banking apps (tag 59, at most 25 characters). */
export const MERCHANT_NAME = 'BEAUTY SHOP';

/** CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF), as EMVCo tag 63 asks: 4 upper hex. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** One EMVCo data object: id, two-digit length, value. */
function field(id: string, value: string): string {
  if (value.length > 99) throw new Error(`EMVCo field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** What a PromptPay QR code asks to be paid. */
export interface PromptPayRequest {
  /** A 13-digit tax or citizen id, or a Thai mobile number (`0812345678`). */
  promptPayId: string;
  /** Baht, with two decimals (`'1250.00'`). */
  amount: string;
  merchantName: string;
  /** The bill number the payment is matched by (tag 62, sub-tag 01; at most 25 characters). */
  reference: string;
}

/** The account of a PromptPay id: mobile numbers as `0066` + the number without its leading 0. */
function promptPayAccount(id: string): string {
  if (/^\d{13}$/.test(id)) return field('02', id);
  if (/^0\d{9}$/.test(id)) return field('01', `0066${id.slice(1)}`);
  throw new Error('A PromptPay id is a 13-digit tax id or a 10-digit Thai mobile number');
}

/**
 * The EMVCo merchant-presented payload of a dynamic PromptPay QR code: payload format, point of
 * initiation 12 (one payment), PromptPay account, currency 764 (baht), amount, country TH, merchant
 * name, bill number, and the CRC over all of it including the CRC's own id and length.
 */
export function promptPayPayload(request: PromptPayRequest): string {
  if (!/^\d+\.\d{2}$/.test(request.amount)) throw new Error('A PromptPay amount has two decimals');
  const body = [
    field('00', '01'),
    field('01', '12'),
    field('29', field('00', PROMPTPAY_AID) + promptPayAccount(request.promptPayId)),
    field('53', '764'),
    field('54', request.amount),
    field('58', THAILAND),
    field('59', request.merchantName.slice(0, 25)),
    field('62', field('01', request.reference)),
  ].join('');
  const signed = `${body}6304`;
  return signed + crc16(signed);
}

/** The data objects of an EMVCo payload by id (nested templates left as text). */
export function readTlv(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(text.slice(at + 2, at + 4))) {
      throw new Error('Malformed EMVCo data object');
    }
    const value = text.slice(at + 4, at + 4 + length);
    if (value.length !== length) throw new Error('Truncated EMVCo data object');
    fields.set(id, value);
    at += 4 + length;
  }
  return fields;
}

/**
 * Reads a PromptPay payload as a banking app does: the CRC must match and the fields must say a
 * PromptPay payment in baht to a known account. Undefined when it is not one.
 */
export function readPromptPayPayload(
  payload: string,
): { promptPayId: string; amount: string; reference: string } | undefined {
  try {
    if (!/6304[0-9A-F]{4}$/.test(payload)) return undefined;
    if (crc16(payload.slice(0, -4)) !== payload.slice(-4)) return undefined;
    const fields = readTlv(payload);
    const account = readTlv(fields.get('29') ?? '');
    if (fields.get('00') !== '01' || account.get('00') !== PROMPTPAY_AID) return undefined;
    if (fields.get('53') !== '764' || fields.get('58') !== THAILAND) return undefined;
    const mobile = account.get('01');
    const promptPayId = account.get('02') ?? (mobile ? `0${mobile.slice(4)}` : undefined);
    const amount = fields.get('54');
    const reference = readTlv(fields.get('62') ?? '').get('01');
    if (!promptPayId || !amount || !reference) return undefined;
    return { promptPayId, amount, reference };
  } catch {
    return undefined;
  }
}
