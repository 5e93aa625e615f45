import type { INestApplication, LoggerService } from '@nestjs/common';

/** Time allowed beyond SHUTDOWN_TIMEOUT_SECONDS for sockets, processors and the database to close. */
const CLOSING_MARGIN_MS = 5_000;

/**
 * SIGTERM (orchestrators, `docker stop`) or SIGINT (Ctrl-C) closes the app gracefully (see
 * `GracefulShutdown`) and exits 0; a failed close or one that outlasts the bound exits 1.
 * A second signal while closing exits at once. Replaces Nest's `enableShutdownHooks`, which
 * re-raises the signal after closing, so the exit code would report a kill instead of a clean stop.
 */
export const exitGracefullyOnSignals = (app: INestApplication, shutdownTimeoutSeconds: number, logger: LoggerService) => {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      logger.warn(`${signal} again: exiting without waiting`, 'Shutdown');
      process.exit(1);
    }
    closing = true;
    logger.log(`${signal} received: shutting down`, 'Shutdown');
    setTimeout(
      () => {
        logger.error('Shutdown did not finish in time: exiting', 'Shutdown');
        process.exit(1);
      },
      shutdownTimeoutSeconds * 1000 + CLOSING_MARGIN_MS,
    ).unref();
    app.close().then(
      () => {
        logger.log('Stopped', 'Shutdown');
        process.exit(0);
      },
      (error: Error) => {
        logger.error(`Shutdown failed: ${error.stack ?? error.message}`, 'Shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
};
