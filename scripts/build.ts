/**
 * `npm run build`: the whole build (src/node/build/build.ts). `--config <file>` builds with another
 * site config and `--out <name>` writes to `<name>/` instead of `dist/`.
 */
import { parseArgs } from 'node:util';
import { runBuild } from '../src/node/build/build.ts';

const { values } = parseArgs({ options: { config: { type: 'string' }, out: { type: 'string' } } });
runBuild(process.cwd(), console.log, { configFile: values.config, outName: values.out }).catch((error: Error) => {
  console.error(`\nBuild failed: ${error.message}`);
  process.exit(1);
});
