/**
 * The /auth page's prerendered first screen (auth.html, written at build time): it paints before
 * any script runs. React renders into #root beside it; the shell stays while React has only a
 * spinner to show and goes in the same frame as the first real screen, so nothing blinks or shifts.
 */
export const bootShellId = 'boot-shell';

let mountedSpinners = 0;

export const hasBootShell = () => typeof document !== 'undefined' && document.getElementById(bootShellId) !== null;

export function spinnerMounted(): void {
  mountedSpinners += 1;
}

/**
 * One spinner gave way. When a screen took its place the shell goes; when another spinner did
 * (guard, then a route chunk), it stays. The check runs as a microtask: after React's commit,
 * before the browser paints.
 */
export function spinnerUnmounted(): void {
  mountedSpinners -= 1;
  queueMicrotask(() => {
    if (mountedSpinners === 0) document.getElementById(bootShellId)?.remove();
  });
}
