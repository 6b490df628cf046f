// The production shape's web tier on this machine: docker-compose's gateway and one static server
// per front-end part, from the very files the images use (deploy/nginx/gateway.conf and
// static.conf), run by Debian's nginx with the brotli modules (the package the web image installs,
// Dockerfile) in front of a running product. Only the addresses change: container names and port
// 80 become local ports, the image's html folder becomes each part's dist/. Used by the first-screen
// budget test and the frontend-bytes bench to measure what the production shape transfers.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { root } from './workspaces.mjs';

export const NGINX = '/usr/sbin/nginx';
const MODULES = '/usr/lib/nginx/modules';
const BROTLI = ['ngx_http_brotli_filter_module.so', 'ngx_http_brotli_static_module.so'];
const PARTS = ['shell', 'mf-cases', 'mf-hotels', 'mf-services', 'mf-admin', 'mf-agency'];

/** What is missing to run the gateway here, or null (CI installs it: .ci/run). */
export function gatewayMissing() {
  if (!existsSync(NGINX)) return `${NGINX} (apt-get install nginx)`;
  const lost = BROTLI.filter((m) => !existsSync(path.join(MODULES, m)));
  return lost.length
    ? `${lost.join(', ')} (apt-get install libnginx-mod-http-brotli-static libnginx-mod-http-brotli-filter)`
    : null;
}

const deployFile = (name) => readFileSync(path.join(root, 'deploy', 'nginx', name), 'utf8');

/** nginx.conf for the gateway on `port` in front of the product on `productPort`. */
export function gatewayConfig(port, productPort, work) {
  const partPort = (i) => port + 1 + i;
  const statics = PARTS.map((part, i) =>
    deployFile('static.conf')
      .replace('listen 80;', `listen 127.0.0.1:${partPort(i)};`)
      .replace('root /usr/share/nginx/html;', `root ${path.join(root, part, 'dist')};`),
  );
  let gateway = deployFile('gateway.conf')
    .replace(/upstream api \{[^}]*\}/, `upstream api { server 127.0.0.1:${productPort}; }`)
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
    .replace('root /etc/ham;', `root ${path.join(root, 'deploy')};`);
  PARTS.forEach((part, i) => {
    gateway = gateway.replace(`http://${part}/`, `http://127.0.0.1:${partPort(i)}/`);
  });
  const temp = (name) => `${name}_temp_path ${path.join(work, name)};`;
  return [
    ...BROTLI.map((m) => `load_module ${path.join(MODULES, m)};`),
    process.getuid?.() === 0 ? 'user root;' : '',
    `pid ${path.join(work, 'nginx.pid')};`,
    `error_log ${path.join(work, 'error.log')} warn;`,
    'worker_processes 1;',
    'events { worker_connections 512; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${temp(t)}`),
    ...statics,
    gateway,
    '}',
  ].join('\n');
}

function listening(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/** Starts the gateway on `port` (and the next six for the static servers); `{ url, stop }`. */
export async function startGateway(port, productPort) {
  const missing = gatewayMissing();
  if (missing) throw new Error(`the production gateway needs ${missing}`);
  const work = mkdtempSync(path.join(os.tmpdir(), 'ham-gateway-'));
  for (const t of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(work, t));
  const conf = path.join(work, 'nginx.conf');
  writeFileSync(conf, gatewayConfig(port, productPort, work));
  const check = spawnSync(NGINX, ['-t', '-q', '-c', conf, '-e', path.join(work, 'error.log')], {
    encoding: 'utf8',
  });
  if (check.status !== 0) throw new Error(`nginx -t: ${check.stderr}`);
  const nginx = spawn(NGINX, ['-c', conf, '-e', path.join(work, 'error.log'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 100 && !(await listening(port)); i++) await new Promise((r) => setTimeout(r, 50));
  return {
    url: `http://localhost:${port}`,
    async stop() {
      nginx.kill('SIGQUIT');
      await new Promise((r) => (nginx.exitCode === null ? nginx.once('exit', r) : r()));
      rmSync(work, { recursive: true, force: true });
    },
  };
}
