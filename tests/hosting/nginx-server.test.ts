import config from '../../site.config.ts';
import { renderNginxServer } from '../../src/node/hosting/nginx-config.ts';
import { startNginx } from '../../src/node/hosting/nginx-preview.ts';
import { hostingPolicy } from '../../src/node/hosting/policy.ts';
import { siteLayout } from '../../src/node/hosting/site-layout.ts';
import { describeServing } from './serving-behaviour.ts';

/**
 * The same behaviour from Debian's nginx with the server block rendered from the same policy
 * (needs `apt-get install nginx libnginx-mod-http-brotli-static`, as .ci/run does). nginx
 * follows symlinks (see nginx-config.ts); the build refuses to publish one (no-symlinks.test.ts).
 */
const policy = hostingPolicy(siteLayout(config), { scriptHashes: ["'sha256-fixture='"], styleHashes: [], styleAttributes: 0 });

describeServing(
  'nginx',
  policy,
  async (site) => {
    const nginx = await startNginx({ root: site, serverBlock: renderNginxServer(policy) });
    return { port: nginx.port, stop: nginx.stop };
  },
  { followsSymlinks: true },
);
