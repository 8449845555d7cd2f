import { configFromEnv, type Config } from '../../server/config.js';

/** The server's configuration as the environment would give it, quiet, on a given client build. */
export function testConfig(clientDir: string, env: NodeJS.ProcessEnv = {}): Config {
  return configFromEnv({ LOG_LEVEL: 'silent', CLIENT_DIR: clientDir, ...env });
}
