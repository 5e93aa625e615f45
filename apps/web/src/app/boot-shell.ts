/**
 * The /auth page's prerendered first screen (auth.html, written at build time): it paints before
 * any script runs. React renders into #root beneath it; the shell stays while React has only a
 * spinner to show and goes in the same frame as the first real screen, so nothing blinks or shifts.
 */
export const bootShellId = 'boot-shell';

export const hasBootShell = () => typeof document !== 'undefined' && document.getElementById(bootShellId) !== null;

/**
 * Counts the mounted spinners. When one gives way and none is left, a screen took its place and
 * the shell goes; when another took its place (the guard's, then a route chunk's) it stays. The
 * check runs as a microtask: after React's commit, where mounts and unmounts happen together,
 * and before the browser paints.
 */
export function spinnerHandoff(removeShell: () => void) {
  let mountedSpinners = 0;
  return {
    mounted: () => {
      mountedSpinners += 1;
    },
    unmounted: () => {
      mountedSpinners -= 1;
      queueMicrotask(() => {
        if (mountedSpinners <= 0) removeShell();
      });
    },
  };
}

const handoff = spinnerHandoff(() => document.getElementById(bootShellId)?.remove());
export const spinnerMounted = handoff.mounted;
export const spinnerUnmounted = handoff.unmounted;
