import { restrictNewFilesToOwner } from '../infrastructure/data-dir/owner-only';

/**
 * How every command-line tool runs: what it writes (database files, documents, backups) is its
 * owner's only, as the server's; a failure prints its message (or the whole error) and exits 1.
 */
export const runCli = (main: () => Promise<void>, options: { printStack?: boolean } = {}) => {
  restrictNewFilesToOwner();
  main().catch((error: unknown) => {
    console.error(options.printStack || !(error instanceof Error) ? error : error.message);
    process.exit(1);
  });
};
