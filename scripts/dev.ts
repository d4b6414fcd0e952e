/** `npm run dev`: Vite dev server with the content plugin (pages hot-update; new pages appear without a restart). */
import { createServer } from 'vite';
import { loadSiteConfig } from '../src/node/config/load-config.ts';
import { ContentContext } from '../src/node/content/context.ts';
import { referenceGenerators } from '../src/node/reference/generators.ts';
import { viteConfig } from '../src/node/build/vite-settings.ts';

const root = process.cwd();
const config = loadSiteConfig();
const ctx = new ContentContext({ root, config, development: true, generators: referenceGenerators(root) });
const server = await createServer({
  ...viteConfig(ctx, 'dev'),
  server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 5173) },
});
await server.listen();
server.printUrls();
