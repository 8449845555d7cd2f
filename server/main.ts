import cluster from 'node:cluster';
import { pino } from 'pino';
import { buildApp } from './app.js';
import { configFromEnv, type Config } from './config.js';
import { stdoutLog } from './log.js';
import { runWorkers } from './workers.js';

function configOrExit() {
  try {
    return configFromEnv(process.env);
  } catch (error) {
    // A bad variable stops the start with one line naming it, not a stack trace.
    console.error(`Configuration error: ${(error as Error).message}`);
    process.exit(1);
  }
}

/** The primary's own lines (WORKERS > 1), in the form and on the stream of the request log. */
const primaryLog = (level: string | false) =>
  pino({ level: level === false ? 'silent' : level }, stdoutLog());

/** One whole server: the only process, or one of WORKERS. */
async function serve(config: Config) {
  const app = await buildApp(config);

  // A crash is logged as a fatal line, then the process exits 1. Pino writes a fatal line at once,
  // with every batched line before it (flushSync); any exit writes what is left (server/log.ts).
  for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
    process.once(event, (error: unknown) => {
      app.log.fatal({ err: error }, event);
      process.exit(1);
    });
  }

  // Finish the requests under way, then exit, when the platform asks us to stop (the lines still
  // waiting in the log's buffer are written on exit).
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
}

const config = configOrExit();
if (config.workers > 1 && cluster.isPrimary) {
  runWorkers(config.workers, primaryLog(config.logLevel));
} else {
  await serve(config);
}
