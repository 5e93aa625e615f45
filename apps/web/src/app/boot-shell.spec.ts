import { spinnerHandoff } from './boot-shell';

const afterCommit = () => new Promise<void>((done) => queueMicrotask(done));

describe('the prerendered /auth screen gives way to React', () => {
  it('stays while a spinner is replaced by another spinner in the same commit', async () => {
    const removeShell = jest.fn();
    const handoff = spinnerHandoff(removeShell);
    handoff.mounted();
    handoff.unmounted();
    handoff.mounted();
    await afterCommit();
    expect(removeShell).not.toHaveBeenCalled();
  });

  it('goes once the last spinner gave way to a screen', async () => {
    const removeShell = jest.fn();
    const handoff = spinnerHandoff(removeShell);
    handoff.mounted();
    handoff.unmounted();
    await afterCommit();
    expect(removeShell).toHaveBeenCalledTimes(1);
  });
});
