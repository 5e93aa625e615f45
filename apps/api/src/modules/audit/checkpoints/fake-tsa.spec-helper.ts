import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

const run = promisify(execFile);
const openssl = (dir: string, ...args: string[]) => run('openssl', args, { cwd: dir });

/** How the fake answers: a real token; one for another nonce; one whose signature is altered; a refusal (status rejection); HTTP 500; bytes that are no DER. */
export type FakeTsaMode = 'grant' | 'other-nonce' | 'bad-signature' | 'reject' | 'http-500' | 'garbage';

const tsaConfig = (dir: string, digests: string) => `
[ tsa ]
default_tsa = tsa_config
[ tsa_config ]
dir = ${dir}
serial = $dir/serial
crypto_device = builtin
signer_cert = $dir/tsa.pem
certs = $dir/ca.pem
signer_key = $dir/tsa.key
signer_digest = sha256
default_policy = 1.2.3.4.1
digests = ${digests}
accuracy = secs:1
ordering = no
tsa_name = no
ess_cert_id_chain = no
ess_cert_id_alg = sha256
`;

/** A throwaway CA and a TSA certificate it signs (extendedKeyUsage critical, timeStamping, as RFC 3161 section 2.3 asks). */
const makeAuthority = async (dir: string) => {
  await openssl(
    dir,
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:P-256',
    '-nodes',
    '-keyout',
    'ca.key',
    '-out',
    'ca.pem',
    '-subj',
    '/CN=Test TSA CA',
    '-days',
    '2',
  );
  await openssl(dir, 'req', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-keyout', 'tsa.key', '-out', 'tsa.csr', '-subj', '/CN=Test TSA');
  await writeFile(join(dir, 'tsa.ext'), 'extendedKeyUsage = critical,timeStamping\nkeyUsage = critical,digitalSignature\n');
  await openssl(
    dir,
    'x509',
    '-req',
    '-in',
    'tsa.csr',
    '-CA',
    'ca.pem',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-out',
    'tsa.pem',
    '-days',
    '2',
    '-extfile',
    'tsa.ext',
  );
  await writeFile(join(dir, 'serial'), '01\n');
  await writeFile(join(dir, 'grant.cnf'), tsaConfig(dir, 'sha256'));
  // Our requests are SHA-256: a TSA that accepts only SHA-512 answers status rejection (badAlg).
  await writeFile(join(dir, 'reject.cnf'), tsaConfig(dir, 'sha512'));
};

/** The same request with another nonce: the TSA's answer then names the right imprint but not our nonce. */
const withOtherNonce = (query: Buffer): Buffer => {
  const request = pkijs.TimeStampReq.fromBER(new Uint8Array(query));
  request.nonce = new asn1js.Integer({ value: 4242 });
  return Buffer.from(request.toSchema().toBER(false));
};

/**
 * A timestamping authority on loopback answering real RFC 3161 responses made by `openssl ts
 * -reply` (the network boundary of the checkpoint writer). `caFile` verifies its tokens.
 */
export const startFakeTsa = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'fake-tsa-'));
  await makeAuthority(dir);
  const state = { mode: 'grant' as FakeTsaMode, requests: [] as { contentType: string | undefined; body: Buffer }[] };

  const reply = async (query: Buffer, config: string) => {
    await writeFile(join(dir, 'query.tsq'), query);
    await openssl(dir, 'ts', '-reply', '-config', join(dir, config), '-queryfile', 'query.tsq', '-out', 'reply.tsr');
    return readFile(join(dir, 'reply.tsr'));
  };
  const answer = async (query: Buffer): Promise<[number, Buffer]> => {
    if (state.mode === 'http-500') return [500, Buffer.from('internal error')];
    if (state.mode === 'garbage') return [200, Buffer.from('<html>not a timestamp</html>')];
    if (state.mode === 'reject') return [200, await reply(query, 'reject.cnf')];
    const granted = await reply(state.mode === 'other-nonce' ? withOtherNonce(query) : query, 'grant.cnf');
    // The signature is the last value of the DER: its last byte changed, the structure still parses.
    if (state.mode === 'bad-signature') granted[granted.length - 1]! ^= 0x01;
    return [200, granted];
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      state.requests.push({ contentType: req.headers['content-type'], body });
      answer(body).then(
        ([status, bytes]) => res.writeHead(status, { 'content-type': 'application/timestamp-reply' }).end(bytes),
        (error: Error) => res.writeHead(500).end(error.message),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/tsa`,
    caFile: join(dir, 'ca.pem'),
    dir,
    state,
    /** `openssl ts -verify` of a stored token over `data`: resolves when the token is valid for it, rejects otherwise. */
    verifyToken: async (token: Buffer, data: Buffer) => {
      await writeFile(join(dir, 'token.der'), token);
      await writeFile(join(dir, 'data.bin'), data);
      return openssl(dir, 'ts', '-verify', '-token_in', '-in', 'token.der', '-data', 'data.bin', '-CAfile', 'ca.pem');
    },
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await rm(dir, { recursive: true, force: true });
    },
  };
};
export type FakeTsa = Awaited<ReturnType<typeof startFakeTsa>>;
