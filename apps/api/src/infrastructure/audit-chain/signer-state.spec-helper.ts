import type { Checkpoint, CheckpointSigner } from './checkpoint-writer';
import type { SignerState } from './signer-state';

/** A signer's memory held in the test (the app keeps it in a DATA_DIR file). */
export const memorySignerState = (): SignerState & { last: Checkpoint | null } => {
  const state = {
    last: null as Checkpoint | null,
    read: () => Promise.resolve(state.last),
    write: (c: Checkpoint) => Promise.resolve(void (state.last = c)),
  };
  return state;
};

export const testSigner = (signingKeyPem: string): CheckpointSigner => ({ signingKeyPem, state: memorySignerState() });
