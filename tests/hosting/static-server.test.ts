import type { AddressInfo } from 'node:net';
import config from '../../site.config.ts';
import { hostingPolicy } from '../../src/node/hosting/policy.ts';
import { siteLayout } from '../../src/node/hosting/site-layout.ts';
import { createStaticServer } from '../../src/node/hosting/static-server.ts';
import { describeServing } from './serving-behaviour.ts';

const policy = hostingPolicy(siteLayout(config), { scriptHashes: ["'sha256-fixture='"], styleHashes: [], styleAttributes: 0 });

describeServing('npm start', policy, async (site) => {
  const server = createStaticServer(site, config.baseUrl, { policy });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
});
