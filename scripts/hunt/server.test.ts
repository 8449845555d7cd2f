import { describe, expect, it } from 'vitest';
import { serverEnv } from './server.mjs';

describe("a run's server environment", () => {
  it("takes the caller's settings, without Redis or workers, with the run's port, bug and quiet logs", () => {
    const caller = {
      PATH: '/usr/bin',
      SHOP_SESSION_MINUTES: '5',
      REDIS_URL: 'redis://cache:6379',
      WORKERS: '4',
      SHOP_BUGS: 'all',
      LOG_LEVEL: 'debug',
      PORT: '3000',
      HOST: '0.0.0.0',
    };
    expect(serverEnv(caller, { port: 41234, shopBugs: 'B07' })).toEqual({
      PATH: '/usr/bin',
      SHOP_SESSION_MINUTES: '5',
      SHOP_BUGS: 'B07',
      LOG_LEVEL: 'warn',
      PORT: '41234',
      HOST: '127.0.0.1',
    });
    expect(caller.REDIS_URL).toBe('redis://cache:6379');
  });

  it('plants no bug for the baseline', () => {
    expect(serverEnv({ SHOP_BUGS: 'B01' }, { port: 1, shopBugs: '' }).SHOP_BUGS).toBe('');
  });
});
