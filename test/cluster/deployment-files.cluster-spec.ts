import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const read = (path: string) => readFileSync(resolve(__dirname, '../..', path), 'utf8');

/** docker-compose.yml is not run (no Docker engine here): keep it in step with the tested nginx config. */
describe('docker-compose.yml follows deploy/nginx.conf', () => {
  const nginx = read('deploy/nginx.conf');
  const compose = read('docker-compose.yml');

  it('every upstream server of deploy/nginx.conf is a compose service on port 3000', () => {
    const upstreams = [...nginx.matchAll(/^\s*server (api-\d):(\d+) /gm)].map((m) => ({ service: m[1]!, port: m[2]! }));
    expect(upstreams.map((u) => u.service)).toEqual(['api-1', 'api-2']);
    for (const { service, port } of upstreams) {
      expect(compose).toMatch(new RegExp(`^  ${service}: \\*api$`, 'm'));
      expect(port).toBe('3000');
    }
    expect(compose).toMatch(/^\s+PORT: 3000$/m);
  });

  it('nginx mounts the tested config file, and the replicas are checked on /readyz', () => {
    expect(compose).toContain('./deploy/nginx.conf:/etc/nginx/nginx.conf:ro');
    expect(compose).toMatch(/healthcheck:\n\s+test: \[.*\/readyz/);
  });
});
