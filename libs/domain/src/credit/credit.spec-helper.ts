import { DomainError } from '../shared/domain-error';

/** Test-only: `run` is refused with this Italian message and kind (a DomainError, not any crash). */
export const expectRefusedWith = (run: () => unknown, message: string, kind: DomainError['kind'] = 'validation') => {
  let thrown: unknown;
  try {
    run();
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(DomainError);
  expect(thrown).toMatchObject({ kind, message });
};
