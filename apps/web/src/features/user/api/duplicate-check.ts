/** Spec 5/9: duplicate checks wait 500 ms after the last keystroke. */
export const duplicateCheckDebounceMs = 500;

/**
 * A failed check is logged and otherwise ignored: the spec says so for the username, and we
 * treat VAT and e-mail the same way because registration re-checks all three on the server
 * (an answer of 409 shows in the form's error box), while a toast per keystroke pause would
 * only get in the way (checks are rate-limited).
 */
export async function logCheckFailure<T>(field: string, check: Promise<T>): Promise<T> {
  try {
    return await check;
  } catch (error) {
    console.error(`Duplicate check of ${field} failed`, error);
    throw error;
  }
}
