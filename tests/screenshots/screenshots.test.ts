import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCALE, SHOTS, shotSize } from '../../scripts/screenshots/shots.ts';

const root = path.resolve(import.meta.dirname, '../..');
const dir = path.join(root, 'public/img/screenshots');

/** Pixel size from a WebP file's header (VP8X, VP8 or VP8L). */
export function webpSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WEBP') throw new Error('not a WebP file');
  const chunk = bytes.toString('ascii', 12, 16);
  if (chunk === 'VP8X') return { width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3) };
  if (chunk === 'VP8 ') return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  throw new Error(`unknown WebP chunk ${chunk}`);
}

function contentFiles(folder: string): string[] {
  return (readdirSync(folder, { recursive: true }) as string[]).filter((f) => f.endsWith('.mdx')).map((f) => path.join(folder, f));
}

describe('screenshots', () => {
  it('every shot has a committed WebP of the size the script writes', () => {
    const { width, height } = shotSize();
    for (const shot of SHOTS) {
      const file = path.join(dir, `${shot.name}.webp`);
      expect(existsSync(file), `${shot.name}.webp is missing: run npm run screenshots`).toBe(true);
      expect(webpSize(readFileSync(file)), shot.name).toEqual({ width: width * SCALE, height: height * SCALE });
    }
  });

  it('pages place screenshots with their CSS size, alt text and lazy loading', () => {
    const { width, height } = shotSize();
    let placed = 0;
    for (const file of contentFiles(path.join(root, 'content'))) {
      for (const [tag] of readFileSync(file, 'utf8').matchAll(/<img\s[^>]*src="\/docs\/img\/screenshots\/[^"]+"[^>]*>/g)) {
        placed++;
        const name = /src="\/docs\/img\/screenshots\/([^"]+)"/.exec(tag)![1];
        const where = `${path.relative(root, file)}: ${name}`;
        expect(existsSync(path.join(dir, name)), where).toBe(true);
        expect(tag, where).toContain(`width="${width}"`);
        expect(tag, where).toContain(`height="${height}"`);
        expect(tag, where).toContain('loading="lazy"');
        expect(/alt="[^"]{20,}"/.test(tag), `${where}: alt text must describe the picture`).toBe(true);
      }
    }
    expect(placed).toBeGreaterThan(0);
  });

  it('reads the size of each WebP encoding', () => {
    // A minimal VP8L header: 3×2 pixels.
    const vp8l = Buffer.alloc(30);
    vp8l.write('RIFF', 0, 'ascii');
    vp8l.write('WEBP', 8, 'ascii');
    vp8l.write('VP8L', 12, 'ascii');
    vp8l.writeUInt32LE((3 - 1) | ((2 - 1) << 14), 21);
    expect(webpSize(vp8l)).toEqual({ width: 3, height: 2 });
    expect(() => webpSize(Buffer.from('PNG not webp'))).toThrow(/not a WebP/);
  });
});
