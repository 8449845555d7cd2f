// A loopback port nobody listens on now (the OS picks it), for throwaway servers in tests.
import { once } from 'node:events';
import { createServer } from 'node:net';

export async function freePort() {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
