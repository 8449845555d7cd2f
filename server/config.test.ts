import { describe, expect, it } from 'vitest';
import { configFromEnv } from './config.js';

describe('configFromEnv', () => {
  it('has safe defaults', () => {
    const config = configFromEnv({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('localhost');
    expect(config.logLevel).toBe('info');
    expect(config.trustProxy).toBe(false);
    expect(config.clientDir).toMatch(/dist[/\\]client$/);
  });

  it('reads PORT, HOST, LOG_LEVEL, TRUST_PROXY and CLIENT_DIR', () => {
    const config = configFromEnv({
      PORT: '8080',
      HOST: '0.0.0.0',
      LOG_LEVEL: 'silent',
      TRUST_PROXY: 'true',
      CLIENT_DIR: '/srv/site',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      logLevel: false,
      trustProxy: true,
      clientDir: '/srv/site',
    });
  });

  it.each(['abc', '-1', '70000', '1.5'])('rejects PORT=%s', (port) => {
    expect(() => configFromEnv({ PORT: port })).toThrow(/PORT/);
  });
});
