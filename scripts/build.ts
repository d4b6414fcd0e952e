/**
 * `npm run build`: the whole build (src/node/build/build.ts). `--config <file>` builds with another
 * site config and `--out <name>` writes to `<name>/` instead of `dist/`.
 */
// First, and the build imported after it: keeps tsx off the packages Vite and the build load.
import '../src/node/build/load-packages-natively.ts';
import { parseArgs } from 'node:util';

const { runBuild } = await import('../src/node/build/build.ts');

const { values } = parseArgs({ options: { config: { type: 'string' }, out: { type: 'string' } } });
runBuild(process.cwd(), console.log, { configFile: values.config, outName: values.out }).catch((error: Error) => {
  console.error(`\nBuild failed: ${error.message}`);
  process.exit(1);
});
