import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { lazyChunkStyles, stylesOfSource } from '../../src/node/build/lazy-chunk-styles.ts';
import { tempFolders } from '../temp-folders.ts';

const tmp = tempFolders();

describe('lazyChunkStyles', () => {
  it('gives each lazily loaded chunk the stylesheets it adds to the entry’s: inline when they can be, else a link', async () => {
    const docsDir = await tmp('lazy-styles-');
    await mkdir(path.join(docsDir, 'assets'));
    await writeFile(path.join(docsDir, 'assets/main.css'), '.site{}');
    await writeFile(path.join(docsDir, 'assets/Playground.css'), '.demo{border:1px solid}');
    await writeFile(path.join(docsDir, 'assets/shared.css'), '.tabs{}');
    // A relative url() would resolve against each page: this one stays a link.
    await writeFile(path.join(docsDir, 'assets/Picture.css'), '.p{background:url(bg.png)}');
    const vite: Manifest = {
      'index.html': { file: 'assets/main.js', isEntry: true, css: ['assets/main.css'], imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared.js' },
      '_tabs.js': { file: 'assets/tabs.js', css: ['assets/shared.css'] },
      'src/theme/mdx/Playground.tsx': {
        file: 'assets/Playground.js',
        isDynamicEntry: true,
        css: ['assets/Playground.css', 'assets/main.css'],
        imports: ['_tabs.js'],
      },
      'src/theme/mdx/Picture.tsx': { file: 'assets/Picture.js', isDynamicEntry: true, css: ['assets/Picture.css'] },
      'src/theme/mdx/Plain.tsx': { file: 'assets/Plain.js', isDynamicEntry: true, imports: ['_shared.js'] },
    };
    expect(await lazyChunkStyles(vite, docsDir, '/docs/')).toEqual({
      'src/theme/mdx/Playground.tsx': '<style>.demo{border:1px solid}</style><style>.tabs{}</style>',
      'src/theme/mdx/Picture.tsx': '<link rel="stylesheet" href="/docs/assets/Picture.css" />',
      'src/theme/mdx/Plain.tsx': '',
    });
  });
  it('finds a chunk by its source also when the manifest names it through a linked folder', () => {
    const styles = { '../../../repo/src/theme/mdx/Playground.tsx': '<style>.demo{}</style>', 'src/theme/mdx/Plain.tsx': '' };
    expect(stylesOfSource(styles, 'src/theme/mdx/Playground.tsx')).toBe('<style>.demo{}</style>');
    expect(stylesOfSource(styles, 'src/theme/mdx/Plain.tsx')).toBe('');
    expect(stylesOfSource(styles, 'src/theme/mdx/Gone.tsx')).toBeUndefined();
  });
});
