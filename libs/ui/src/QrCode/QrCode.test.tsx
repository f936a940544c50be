import { render, screen } from '@testing-library/react';
import jsqr from 'jsqr';
import { describe, expect, it } from 'vitest';
import { QrCode } from './QrCode.js';

// jsqr is CommonJS typed as an ES module: its function is the module itself.
const jsQR = jsqr as unknown as typeof jsqr.default;

// A PromptPay payload as the API hands it out (EMVCo merchant-presented, with its CRC).
const PROMPTPAY =
  '00020101021230570016A00000067701011201150107536000315080214KB000001234567530376454071250.005802TH6304ABCD';

const PIXELS_PER_MODULE = 4;

/** Rasterises the drawn SVG (its ground and unit squares) into RGBA pixels, as a camera would see it. */
function rasterise(svg: SVGSVGElement) {
  const modules = Number(svg.getAttribute('viewBox')!.split(' ')[2]);
  const width = modules * PIXELS_PER_MODULE;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  const d = svg.querySelector('path')!.getAttribute('d')!;
  for (const [, x, y] of d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < PIXELS_PER_MODULE; dy++) {
      for (let dx = 0; dx < PIXELS_PER_MODULE; dx++) {
        const px = Number(x) * PIXELS_PER_MODULE + dx;
        const py = Number(y) * PIXELS_PER_MODULE + dy;
        pixels.fill(0, (py * width + px) * 4, (py * width + px) * 4 + 3);
      }
    }
  }
  return { pixels, width };
}

describe('QrCode', () => {
  it('draws a code a scanner reads back as the value', () => {
    render(<QrCode value={PROMPTPAY} label="PromptPay QR code to pay ฿1,250.00" />);
    const svg = screen.getByRole('img', { name: 'PromptPay QR code to pay ฿1,250.00' });
    const { pixels, width } = rasterise(svg as unknown as SVGSVGElement);
    expect(jsQR(pixels, width, width)?.data).toBe(PROMPTPAY);
  });

  it('keeps the standard quiet zone of four modules on every side', () => {
    const { container } = render(<QrCode value="https://example.com" label="QR code" />);
    const svg = container.querySelector('svg')!;
    const modules = Number(svg.getAttribute('viewBox')!.split(' ')[2]);
    const cells = [
      ...svg
        .querySelector('path')!
        .getAttribute('d')!
        .matchAll(/M(\d+) (\d+)/g),
    ];
    const coordinates = cells.flatMap(([, x, y]) => [Number(x), Number(y)]);
    expect(Math.min(...coordinates)).toBe(4);
    expect(Math.max(...coordinates)).toBe(modules - 5);
  });

  it('takes its size in CSS pixels', () => {
    render(<QrCode value="abc" label="QR code" size={160} />);
    const svg = screen.getByRole('img', { name: 'QR code' });
    expect([svg.getAttribute('width'), svg.getAttribute('height')]).toEqual(['160', '160']);
  });
});
