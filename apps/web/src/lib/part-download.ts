/** Shown when a part of the app could not be downloaded (a dropped connection); trying again may work. */
export const partNotLoadedMessage = 'Impossibile completare la richiesta: controlla la connessione e riprova';

/**
 * A part of the app loaded when first needed (`import()`), whose failed download rejects with the
 * Italian message above, which the form shows, rather than with the browser's English one. The
 * caller keeps its own `import()` and picks what it uses in its `then`: Rollup then keeps only
 * those exports; handed the bare namespace, it would keep them all.
 */
export const downloaded = <T>(loading: Promise<T>): Promise<T> =>
  loading.catch(() => {
    throw new Error(partNotLoadedMessage);
  });
