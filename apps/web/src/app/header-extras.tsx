/** What the signed-in frame's header shows beside the user menu (the notification bell). */
export function HeaderExtras() {
  return null;
}
