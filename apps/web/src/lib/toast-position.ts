import { desktopMinWidth } from './breakpoints';

/** Where antd draws a toast: its edge, and how far above antd's own place it rises. */
export type ToastPosition = { placement: 'bottom' | 'bottomRight'; lift: number };

type Viewport = { width: number; height: number };
type Rect = { left: number; right: number; top: number; bottom: number };

/** antd's own distance between a toast and the screen's edge. */
const toastEdgeOffset = 24;
/** Height a toast may take above its offset: a title and three lines of text. */
const toastHeight = 176;
/** Width a toast takes from the right edge on a desk: antd's 384 px plus its offset. */
const toastWidth = 408;
/** Gap left between a lifted toast and the control under it. */
const gap = 8;

/**
 * Where a toast goes (issue 8): at the bottom, across a phone's width and in the right corner of
 * a wider screen. At the top it covered an open dialog's title, close button and first fields for
 * its 5 s (the dialogs open 100 px from the top, the toasts reach past that). When the control
 * the person just used sits where the toast would land (a button near the foot of a tall dialog),
 * the toast rises to just above it, so the control stays in sight for another try. The control is
 * the whole form field it belongs to (label, input, an upload's file list: last-used-control.ts).
 */
export function toastPosition(viewport: Viewport, usedControl?: Rect | null): ToastPosition {
  const phone = viewport.width < desktopMinWidth;
  const placement = phone ? 'bottom' : 'bottomRight';
  const landing = {
    left: phone ? 0 : viewport.width - toastWidth,
    right: viewport.width,
    top: viewport.height - toastEdgeOffset - toastHeight,
    bottom: viewport.height,
  };
  const covers =
    usedControl != null &&
    usedControl.left < landing.right &&
    landing.left < usedControl.right &&
    usedControl.top < landing.bottom &&
    landing.top < usedControl.bottom;
  if (!covers) return { placement, lift: 0 };
  // A field too near the top to fit a toast above it: the toast stays at the screen's foot.
  const lift = viewport.height - usedControl.top + gap - toastEdgeOffset;
  return { placement, lift: lift + toastEdgeOffset + toastHeight <= viewport.height ? lift : 0 };
}
