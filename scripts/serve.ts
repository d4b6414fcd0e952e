/** `npm run serve`: serves the built site on 127.0.0.1 (PORT, default 4173). */
import config from '../site.config.ts';
import { outDirs } from '../src/node/build/vite-settings.ts';
import { createStaticServer } from '../src/node/hosting/static-server.ts';

export function serve(root: string, port: number): Promise<void> {
  // The hash-router build is one index.html at the web root; routes live in the URL hash.
  const base = config.router === 'hash' ? '/' : config.baseUrl;
  const server = createStaticServer(outDirs(root).site, base);
  return new Promise((resolve, reject) => {
    server.on('error', reject);
    server.listen(port, '127.0.0.1', () => {
      console.log(`Serving the ${config.router === 'hash' ? 'hash-router' : 'prerendered'} site at http://127.0.0.1:${port}${base}`);
      resolve();
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await serve(process.cwd(), Number(process.env.PORT ?? 4173));
}
