/**
 * The site's icon, drawn here rather than downloaded: an SVG for browsers that take one and a 32×32
 * ICO for `/favicon.ico`, which browsers ask for on their own. The ICO holds one 32-bit BMP image.
 */

const BLUE = [0x22, 0x51, 0xcc] as const;

/** A blue rounded square with a white "D", as SVG. */
export const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#2251cc"/><path d="M9 7h6a9 9 0 0 1 0 18H9zm4 4v10h2a5 5 0 0 0 0-10z" fill="#fff"/></svg>
`;

/** Whether the pixel centre (x, y) of a 32×32 grid is inside the "D" of FAVICON_SVG. */
function inD(x: number, y: number): boolean {
  const ring = (r: number) => x >= 15 && (x - 15) ** 2 + (y - 16) ** 2 <= r * r;
  const outer = (x >= 9 && x < 15 && y >= 7 && y < 25) || ring(9);
  const inner = (x >= 13 && x < 15 && y >= 11 && y < 21) || ring(5);
  return outer && !inner;
}

/** Whether the pixel centre is inside the rounded square (corner radius 6). */
function inSquare(x: number, y: number): boolean {
  const cx = Math.min(Math.max(x, 6), 26);
  const cy = Math.min(Math.max(y, 6), 26);
  return (x - cx) ** 2 + (y - cy) ** 2 <= 36;
}

/** FAVICON_SVG as a 32×32 ICO (a BMP with an alpha channel; the AND mask is left clear). */
export function faviconIco(): Buffer {
  const size = 32;
  const pixels = Buffer.alloc(size * size * 4);
  for (let row = 0; row < size; row++) {
    const y = size - 1 - row + 0.5; // BMP rows run bottom-up
    for (let column = 0; column < size; column++) {
      const x = column + 0.5;
      const at = (row * size + column) * 4;
      if (!inSquare(x, y)) continue; // transparent
      const [r, g, b] = inD(x, y) ? [255, 255, 255] : BLUE;
      pixels.set([b, g, r, 255], at);
    }
  }
  const mask = Buffer.alloc((size * size) / 8);
  const header = Buffer.alloc(40);
  header.writeUInt32LE(40, 0); // BITMAPINFOHEADER
  header.writeInt32LE(size, 4);
  header.writeInt32LE(size * 2, 8); // XOR image and AND mask
  header.writeUInt16LE(1, 12); // planes
  header.writeUInt16LE(32, 14); // bits per pixel
  header.writeUInt32LE(pixels.length + mask.length, 20);
  const image = Buffer.concat([header, pixels, mask]);
  const directory = Buffer.alloc(6 + 16);
  directory.writeUInt16LE(1, 2); // type: icon
  directory.writeUInt16LE(1, 4); // one image
  directory.writeUInt8(size, 6);
  directory.writeUInt8(size, 7);
  directory.writeUInt16LE(1, 10); // planes
  directory.writeUInt16LE(32, 12); // bits per pixel
  directory.writeUInt32LE(image.length, 14);
  directory.writeUInt32LE(directory.length, 18);
  return Buffer.concat([directory, image]);
}
