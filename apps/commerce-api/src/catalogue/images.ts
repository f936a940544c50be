const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** Relative luminance decides whether text on the colour is black or white. */
function textColourOn(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const luminance = 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  return luminance > 0.55 ? '#000000' : '#ffffff';
}

/** A product picture drawn from its brand, name and shade colour: no image files to ship. */
export function productImage(brand: string, name: string, color: string): string {
  const safeColor = /^#[0-9a-f]{6}$/i.test(color) ? color : '#cccccc';
  const text = textColourOn(safeColor);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600" role="img" aria-label="${escapeXml(`${brand} ${name}`)}">
<rect width="600" height="600" fill="#f5f5f5"/>
<rect x="210" y="120" width="180" height="330" rx="24" fill="${safeColor}"/>
<rect x="240" y="80" width="120" height="60" rx="10" fill="#111111"/>
<text x="300" y="300" font-family="Helvetica, Arial, sans-serif" font-size="18" font-weight="700" fill="${text}" text-anchor="middle">${escapeXml(brand.toUpperCase())}</text>
<text x="300" y="520" font-family="Helvetica, Arial, sans-serif" font-size="22" fill="#111111" text-anchor="middle">${escapeXml(name)}</text>
</svg>`;
}

/** A brand logo: its name set in capitals, black on white. */
export function brandLogo(name: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120" viewBox="0 0 240 120" role="img" aria-label="${escapeXml(name)}">
<rect width="240" height="120" fill="#ffffff"/>
<text x="120" y="68" font-family="Helvetica, Arial, sans-serif" font-size="${name.length > 16 ? 15 : 20}" font-weight="700" letter-spacing="2" fill="#000000" text-anchor="middle">${escapeXml(name.toUpperCase())}</text>
</svg>`;
}

const bannerPalettes = [
  ['#111111', '#5c3a24'],
  ['#7b1e3a', '#ef6f61'],
  ['#355070', '#b56576'],
  ['#1e3a2f', '#c8a27a'],
];

/** A decorative campaign banner; its colours follow from its name, so each banner keeps its look. */
export function bannerImage(name: string): string {
  const hash = [...name].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 7);
  const [from, to] = bannerPalettes[hash % bannerPalettes.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400" aria-hidden="true">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="1200" height="400" fill="url(#g)"/>
<circle cx="980" cy="200" r="150" fill="#ffffff" fill-opacity="0.12"/>
</svg>`;
}
