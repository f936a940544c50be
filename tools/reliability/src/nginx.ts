// nginx from Debian's packages in front of the shop's instances: installed when missing (as root),
// run in the foreground with a configuration written for the instances it balances.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { canInstallDebianPackages, installDebianPackages } from '../../run.mjs';
import { start, type Started } from './processes.js';

const NGINX = '/usr/sbin/nginx';

/** Installs Debian's nginx when it is missing and we may; else says how, in one line. */
export function ensureNginx(): void {
  if (existsSync(NGINX)) return;
  if (!canInstallDebianPackages()) {
    throw new Error('nginx not found: install it with "sudo apt-get install -y nginx".');
  }
  console.log("nginx not found: installing Debian's nginx package…");
  if (!installDebianPackages(['nginx'])) {
    throw new Error('Installing nginx failed: run "apt-get install -y nginx" and try again.');
  }
}

/** How each location passes requests to the instances. */
const PROXY = `      proxy_pass http://shop;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_buffering off;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
      proxy_next_upstream error timeout http_502;`;

/**
 * The reverse proxy's configuration: round robin over the instances, the shopper's address in
 * `X-Forwarded-For` (the instances trust this proxy: `COMMERCE_TRUSTED_PROXIES`), the original
 * `Host` (the API's cross-site check compares it with `Origin`), slow clients cut after 10 s, an
 * instance that does not answer skipped for the next (idempotent requests only), streams
 * (`/flags-service/sse`) passed unbuffered. The root README shows it for a deployment.
 */
export function nginxConfiguration({
  listen,
  instances,
  prefix,
}: {
  listen: string;
  instances: readonly string[];
  prefix: string;
}): string {
  return `# Written by the reliability harness / npm run start:cluster.
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
daemon off;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  # Slow clients (a slowloris flood) are cut off: headers and each body read within 10 s.
  client_header_timeout 10s;
  client_body_timeout 10s;
  send_timeout 30s;
  # An idle connection is left for the client to close: Node's fetch drops its own after 4 s,
  # and a request it sends on one that nginx is closing at that moment fails ("other side
  # closed"; the SDK does not retry, spec section 7). Seen under load with nginx's former 5 s.
  keepalive_timeout 75s;
  upstream shop {
${instances.map((address) => `    server ${address} max_fails=3 fail_timeout=2s;`).join('\n')}
    keepalive 64;
    # Shorter than the instances' own (HTTP_SERVER_OPTIONS, 5 s), so nginx never sends a request
    # on a connection the instance is closing.
    keepalive_timeout 4s;
  }
  server {
    listen ${listen};
    # Bodies over the shop's limits are refused here, before they reach an instance, with the
    # API's error object: an instance refusing a body it has not read must close the connection,
    # and nginx, still sending it, would answer 502. The API takes 100 KB, error reports and
    # flags tracking 1 MB (MAX_BODY_BYTES, MAX_PAYLOAD_BYTES, MAX_TRACKING_BODY_BYTES).
    client_max_body_size 100k;
    error_page 413 @too_large;
    location @too_large {
      default_type application/json;
      return 413 '{"message":"Request body too large","statusCode":413,"statusMessage":"Payload Too Large","data":null}';
    }
    location / {
${PROXY}
    }
    location ~ ^/(api/web/v1/error-reports/|flags-service/) {
      client_max_body_size 1m;
${PROXY}
    }
  }
}
`;
}

/** Starts nginx in the foreground with {@link nginxConfiguration}; resolves once it listens. */
export async function startNginx(options: {
  listen: string;
  instances: readonly string[];
  prefix: string;
}): Promise<Started> {
  ensureNginx();
  mkdirSync(options.prefix, { recursive: true });
  // Its workers run as an unprivileged user when started as root: they must reach the folder.
  chmodSync(options.prefix, 0o755);
  const file = join(options.prefix, 'nginx.conf');
  writeFileSync(file, nginxConfiguration(options));
  execFileSync(NGINX, ['-t', '-q', '-p', options.prefix, '-c', file], { stdio: 'pipe' });
  // nginx prints nothing when it starts: ready is when it answers.
  const nginx = await start('nginx', NGINX, ['-p', options.prefix, '-c', file], {});
  const url = `http://${options.listen}/`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      await fetch(url, { method: 'HEAD' });
      return nginx;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await nginx.stop();
  throw new Error(`nginx did not answer on ${url}: ${nginx.output()}`);
}

// Run as a script (`npm test` does, beside its other installs), it only installs.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) ensureNginx();
