/** Shown when a part of the app could not be downloaded (a dropped connection); trying again may work. */
export const partNotLoadedMessage = 'Impossibile completare la richiesta: controlla la connessione e riprova';

/**
 * The contracts' schemas, for the light signed-out pages that load them with the first check or
 * submit instead of with the page (issue 5). A failed download rejects with the Italian message
 * above, which the form shows, rather than with the browser's English one or not at all.
 */
export const loadContracts = () =>
  import('@pratiche/contracts').catch(() => {
    throw new Error(partNotLoadedMessage);
  });
