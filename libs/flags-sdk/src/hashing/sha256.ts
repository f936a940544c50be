// SHA-256 for bucketing, synchronous because flag checks run during render (Web Crypto's
// digest is async). Bucketing strings (visitor code + ids) are almost always ASCII and fit one
// 64-byte block: those are hashed straight from the string with no allocation, which is what
// keeps evaluation well ahead of the original engine; other input goes through TextEncoder and
// the same compression block by block. Tests check it against @noble/hashes and node:crypto.

const K = Int32Array.from([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);
const INITIAL = Int32Array.from([
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
]);
const W = new Int32Array(64);
const encoder = new TextEncoder();

/** SHA-256 of the UTF-8 bytes of `input`, as eight unsigned 32-bit big-endian words. */
export function sha256Words(input: string, out: Uint32Array = new Uint32Array(8)): Uint32Array {
  const length = input.length;
  if (length > 55 || !isAscii(input)) return hashBytes(encoder.encode(input), out);
  W.fill(0, 0, 16);
  for (let i = 0; i < length; i += 1) W[i >> 2]! |= input.charCodeAt(i) << (24 - 8 * (i & 3));
  W[length >> 2]! |= 0x80 << (24 - 8 * (length & 3));
  W[15] = length * 8;
  STATE.set(INITIAL);
  compress(STATE);
  for (let i = 0; i < 8; i += 1) out[i] = STATE[i]!;
  return out;
}

const STATE = new Int32Array(8);

/** Any byte string: padded, then compressed one 64-byte block at a time. */
function hashBytes(bytes: Uint8Array, out: Uint32Array): Uint32Array {
  const blocks = Math.ceil((bytes.length + 9) / 64);
  const padded = new Uint8Array(blocks * 64);
  padded.set(bytes);
  padded[bytes.length] = 0x80;
  const view = new DataView(padded.buffer);
  const bits = bytes.length * 8;
  view.setUint32(padded.length - 8, Math.floor(bits / 2 ** 32));
  view.setUint32(padded.length - 4, bits >>> 0);
  STATE.set(INITIAL);
  for (let block = 0; block < blocks; block += 1) {
    for (let i = 0; i < 16; i += 1) W[i] = view.getInt32(block * 64 + i * 4);
    compress(STATE);
  }
  for (let i = 0; i < 8; i += 1) out[i] = STATE[i]!;
  return out;
}

/** One SHA-256 compression of the block in W[0..15] into `state`. */
function compress(state: Int32Array): void {
  for (let i = 16; i < 64; i += 1) {
    const w15 = W[i - 15]!;
    const w2 = W[i - 2]!;
    const s0 = ((w15 >>> 7) | (w15 << 25)) ^ ((w15 >>> 18) | (w15 << 14)) ^ (w15 >>> 3);
    const s1 = ((w2 >>> 17) | (w2 << 15)) ^ ((w2 >>> 19) | (w2 << 13)) ^ (w2 >>> 10);
    W[i] = (W[i - 16]! + s0 + W[i - 7]! + s1) | 0;
  }
  let a = state[0]!;
  let b = state[1]!;
  let c = state[2]!;
  let d = state[3]!;
  let e = state[4]!;
  let f = state[5]!;
  let g = state[6]!;
  let h = state[7]!;
  for (let i = 0; i < 64; i += 1) {
    const s1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const t1 = (h + s1 + ((e & f) ^ (~e & g)) + K[i]! + W[i]!) | 0;
    const s0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const t2 = (s0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  state[0] = (state[0]! + a) | 0;
  state[1] = (state[1]! + b) | 0;
  state[2] = (state[2]! + c) | 0;
  state[3] = (state[3]! + d) | 0;
  state[4] = (state[4]! + e) | 0;
  state[5] = (state[5]! + f) | 0;
  state[6] = (state[6]! + g) | 0;
  state[7] = (state[7]! + h) | 0;
}

function isAscii(input: string): boolean {
  for (let i = 0; i < input.length; i += 1) if (input.charCodeAt(i) > 0x7f) return false;
  return true;
}
