import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import { createElement as h } from 'react';
import satori, { type Font } from 'satori';
import { BRAND_COLOR } from './brand.ts';
import { CARD_SIZE, type CardText } from './card-text.ts';

/**
 * The social card of a page (`og:image`): a branded 1200×630 PNG with the page title, its
 * section and the docs version, drawn by satori (layout + text to SVG) and resvg (SVG to PNG).
 * Its text and cache key are in card-text.ts, which the build reads without loading these two.
 */
const BACKGROUND = '#0b1e3f';

/**
 * Inter (SIL Open Font License, redistributable) from @fontsource/inter; satori reads WOFF,
 * not WOFF2. Only the Latin subset: titles are English.
 */
export async function loadCardFonts(): Promise<Font[]> {
  const require = createRequire(import.meta.url);
  const file = (weight: number) => readFile(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
  const [regular, bold] = await Promise.all([file(400), file(700)]);
  return [
    { name: 'Inter', data: regular, weight: 400, style: 'normal' },
    { name: 'Inter', data: bold, weight: 700, style: 'normal' },
  ];
}

/** Long titles get smaller type so they fit in three lines. */
function titleSize(title: string): number {
  if (title.length > 60) return 56;
  if (title.length > 32) return 68;
  return 84;
}

function cardTree(card: CardText) {
  const pill = (text: string, filled: boolean) =>
    h(
      'div',
      {
        style: {
          display: 'flex',
          padding: '8px 22px',
          borderRadius: 999,
          fontSize: 28,
          fontWeight: 700,
          color: filled ? BACKGROUND : '#cfe0ff',
          background: filled ? '#cfe0ff' : 'transparent',
          border: '3px solid #cfe0ff',
        },
      },
      text,
    );
  return h(
    'div',
    {
      style: {
        width: CARD_SIZE.width,
        height: CARD_SIZE.height,
        display: 'flex',
        flexDirection: 'column',
        background: BACKGROUND,
        color: '#ffffff',
        fontFamily: 'Inter',
      },
    },
    h('div', { style: { display: 'flex', height: 14, background: BRAND_COLOR } }),
    h(
      'div',
      { style: { display: 'flex', flexDirection: 'column', justifyContent: 'space-between', flexGrow: 1, padding: '56px 72px 60px' } },
      h('div', { style: { display: 'flex', fontSize: 34, fontWeight: 700, color: BRAND_COLOR } }, `${card.site} documentation`),
      h(
        'div',
        {
          style: {
            display: 'flex',
            fontSize: titleSize(card.title),
            fontWeight: 700,
            lineHeight: 1.12,
            maxHeight: 3 * 1.12 * titleSize(card.title),
            overflow: 'hidden',
          },
        },
        card.title,
      ),
      h('div', { style: { display: 'flex', gap: 16 } }, pill(card.version, true), ...(card.section ? [pill(card.section, false)] : [])),
    ),
  );
}

/** Draws one card as PNG bytes. */
export async function renderCard(card: CardText, fonts: Font[]): Promise<Buffer> {
  const svg = await satori(cardTree(card), { ...CARD_SIZE, fonts });
  return new Resvg(svg).render().asPng();
}
