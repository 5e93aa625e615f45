// The control a person last clicked or pressed (a click also fires for Enter and Space), so that
// feedback arriving later, such as a toast after a request, can keep clear of it. Safari does not
// focus a clicked button, so document.activeElement alone would miss taps.
let lastUsed: Element | null = null;

const interactive = 'button, a, input, select, textarea, [role=button], [role=menuitem], [role=tab]';

// The whole form field is kept when there is one: an upload swaps its input for the file chosen,
// so the input itself has left the page by the time the upload's toast opens.
const remember = (event: Event) => {
  const target = event.target instanceof Element ? event.target : null;
  lastUsed = target?.closest('.ant-form-item') ?? target?.closest(interactive) ?? target;
};

if (typeof document !== 'undefined') {
  document.addEventListener('click', remember, { capture: true });
  // A file chosen (the upload's toast comes after it) or a value picked without a click counts too.
  document.addEventListener('change', remember, { capture: true });
}

/**
 * Where that control is on the screen now, or null once it left the page: the whole form field it
 * belongs to when it has one (issue 46: the upload toast covered the visura's field, its label and
 * the file just listed under it, on a phone).
 */
export function lastUsedControlRect(): DOMRect | null {
  return lastUsed?.isConnected ? lastUsed.getBoundingClientRect() : null;
}
