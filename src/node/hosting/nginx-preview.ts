import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createConnection, createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { NGINX_LISTEN, NGINX_ROOT } from './nginx-config.ts';

/** Where Debian's libnginx-mod-http-brotli-static puts the module. */
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export const INSTALL_HINT = 'On Debian or Ubuntu: sudo apt-get install -y nginx libnginx-mod-http-brotli-static';

/** The nginx binary (on PATH, or Debian's /usr/sbin/nginx), or null. */
export function findNginx(): string | null {
  for (const candidate of ['nginx', '/usr/sbin/nginx']) {
    const probe = spawnSync(candidate, ['-v'], { stdio: 'ignore' });
    if (!probe.error) return candidate;
  }
  return null;
}

/** Why nginx cannot run here, with what to install, or null when it can. */
export function nginxProblem(): string | null {
  if (!findNginx()) return `nginx is not installed. ${INSTALL_HINT}`;
  if (!existsSync(BROTLI_MODULE)) return `nginx's brotli_static module is missing (${BROTLI_MODULE}). ${INSTALL_HINT}`;
  return null;
}

/** A port nothing listens on now (the kernel's pick). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The production server block with its only two deployment-specific lines set. */
export function localServerBlock(serverBlock: string, root: string, port: number): string {
  for (const line of [NGINX_LISTEN, NGINX_ROOT]) {
    if (serverBlock.split(line).length !== 2)
      throw new Error(`the nginx server block must contain the line \`${line}\` exactly once (it is what a deployment changes)`);
  }
  return serverBlock.replace(NGINX_LISTEN, `listen 127.0.0.1:${port};`).replace(NGINX_ROOT, `root ${root};`);
}

/**
 * The main configuration around the server block: everything nginx writes (pid, error log,
 * temp folders) goes into `dir`, so it runs as the current user without touching /etc or /var.
 * Started by root, nginx would hand its workers to `nobody`, who cannot read a build under a
 * private home or temp folder; a preview's workers stay the user who started it.
 */
export function previewMainConfig(dir: string, asRoot = process.getuid?.() === 0): string {
  return [
    '# A local preview of deploy/nginx.conf, written by src/node/hosting/nginx-preview.ts.',
    `load_module ${BROTLI_MODULE};`,
    ...(asRoot ? ['user root;'] : []),
    'daemon off;',
    'worker_processes auto;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    'events { worker_connections 1024; }',
    'http {',
    '    access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `    ${t}_temp_path ${dir}/${t};`),
    `    include ${dir}/server.conf;`,
    '}',
    '',
  ].join('\n');
}

export interface NginxInstance {
  origin: string;
  port: number;
  /** The temp folder with the rendered config and the error log. */
  dir: string;
  /** Settles when nginx exits, whoever stopped it, with its exit code (null: ended by a signal). */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

function accepting(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code)),
  );
}

/**
 * Starts Debian's nginx on 127.0.0.1:`port` (0: a free one) serving `root` with `serverBlock`
 * (deploy/nginx.conf), and resolves once it accepts connections. `stop()` shuts it down and
 * removes its temp folder.
 */
export async function startNginx(options: { root: string; serverBlock: string; port?: number }): Promise<NginxInstance> {
  const problem = nginxProblem();
  if (problem) throw new Error(problem);
  const port = options.port || (await freePort());
  const dir = await mkdtemp(path.join(os.tmpdir(), 'docs-nginx-'));
  await chmod(dir, 0o755);
  await writeFile(path.join(dir, 'server.conf'), localServerBlock(options.serverBlock, path.resolve(options.root), port));
  await writeFile(path.join(dir, 'nginx.conf'), previewMainConfig(dir));
  const child = spawn(findNginx() as string, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (d) => (stderr += d));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited(child);
      clearTimeout(timer);
    }
    await rm(dir, { recursive: true, force: true });
  };
  for (let waited = 0; ; waited += 50) {
    if (await accepting(port)) break;
    if (child.exitCode !== null || waited > 10_000) {
      const log = await readFile(path.join(dir, 'error.log'), 'utf8').catch(() => '');
      await stop();
      throw new Error(`nginx did not start on port ${port}:\n${stderr}${log}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { origin: `http://127.0.0.1:${port}`, port, dir, exited: exited(child), stop };
}
