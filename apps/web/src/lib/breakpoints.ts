/**
 * Spec 9's mobile breakpoint, antd's `md`: from this width a screen is a desk (side menu, wide
 * tables, toasts at the bottom right); narrower ones are phones.
 */
export const desktopMinWidth = 768;

/** The media query that matches a desk. */
export const desktopQuery = `(min-width: ${desktopMinWidth}px)`;
