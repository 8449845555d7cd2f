import { buildApp } from './app.js';
import { configFromEnv } from './config.js';

const config = configFromEnv(process.env);
const app = await buildApp(config);

// Finish the requests under way, then exit, when the platform asks us to stop.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal} received, closing`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error(error);
        process.exit(1);
      },
    );
  });
}

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error(error);
  process.exit(1);
}
