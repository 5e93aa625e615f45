// The control a person last clicked or pressed (a click also fires for Enter and Space), so that
// feedback arriving later, such as a toast after a request, can keep clear of it. Safari does not
// focus a clicked button, so document.activeElement alone would miss taps.
let lastUsed: Element | null = null;

const interactive = 'button, a, input, select, textarea, [role=button], [role=menuitem], [role=tab]';

if (typeof document !== 'undefined') {
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      lastUsed = target?.closest(interactive) ?? target;
    },
    { capture: true },
  );
}

/** Where that control is on the screen now, or null once it left the page. */
export function lastUsedControlRect(): DOMRect | null {
  return lastUsed?.isConnected ? lastUsed.getBoundingClientRect() : null;
}
