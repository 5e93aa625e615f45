import { spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { requireInstalled } from '../../support/installed-tools';
import { waitFor } from './processes';

const deployedConfig = resolve(__dirname, '../../../deploy/nginx.conf');

/** Header naming the instance that answered: added for the tests only (not in deploy/). */
export const upstreamHeader = 'x-upstream';

/**
 * deploy/nginx.conf with the tests' addresses: the instances' loopback ports, a free loopback
 * port to listen on, logs and temp files in `dir`. Fails if the deployed file changed shape.
 */
export const testConfig = (deployed: string, dir: string, port: number, upstreamPorts: readonly number[]) => {
  const servers = deployed.match(/^\s*server api-\d:3000 .*;$/gm) ?? [];
  if (servers.length !== upstreamPorts.length) throw new Error(`deploy/nginx.conf: expected ${upstreamPorts.length} upstream servers`);
  let config = deployed;
  servers.forEach((line, i) => (config = config.replace(line, line.replace(/api-\d:3000/, `127.0.0.1:${upstreamPorts[i]}`))));
  const temp = (name: string) => `${name}_temp_path ${join(dir, name)};`;
  const testOnly = [`add_header ${upstreamHeader} $upstream_addr always;`, ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp)].join('\n  ');
  return config.replace('listen 80;', `listen 127.0.0.1:${port};`).replace('/var/log/nginx/', `${dir}/`).replace('http {', `http {\n  ${testOnly}`);
};

export type Nginx = { baseUrl: string; stop: () => Promise<void> };

/** Debian's nginx in the foreground, as this (unprivileged) process, in front of `upstreamPorts`. */
export const startNginx = async (port: number, upstreamPorts: readonly number[]): Promise<Nginx> => {
  const dir = await mkdtemp(join(tmpdir(), 'pratiche-nginx-'));
  // Workers drop to `nobody` when the tests run as root: they must reach their temp folders.
  await chmod(dir, 0o755);
  for (const name of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    await mkdir(join(dir, name));
    await chmod(join(dir, name), 0o777);
  }
  const conf = join(dir, 'nginx.conf');
  await writeFile(conf, testConfig(await readFile(deployedConfig, 'utf8'), dir, port, upstreamPorts));
  const nginx = requireInstalled('nginx', 'nginx', "the cluster test puts Debian's nginx in front of the API instances");
  let out = '';
  const child = spawn(nginx, ['-p', dir, '-c', conf, '-e', join(dir, 'error.log'), '-g', `daemon off; pid ${join(dir, 'nginx.pid')};`], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (out += chunk));
  child.stderr.on('data', (chunk) => (out += chunk));
  const exited = new Promise((done) => child.once('exit', done));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitFor(
    async () => (await fetch(`${baseUrl}/healthz`).catch(() => null))?.status === 200,
    () => child.exitCode !== null,
    () => out,
  );
  return {
    baseUrl,
    stop: async () => {
      // SIGTERM: fast shutdown (SIGQUIT would wait for open WebSockets).
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
};
