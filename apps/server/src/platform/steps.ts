/**
 * Writes that leave the database go in steps, each paired with its undo (medusa's workflow steps):
 * when a later step fails, the undos of the steps already done run, newest first, and the failure
 * is thrown on. A step that reaches another system (a provider, a gateway) cannot share a database
 * transaction with the rest, so its undo is the only way back.
 *
 * A failure whose outcome is unknown (the other system may have acted: a timeout) is marked with
 * `outcomeUnknown`; each undo is told, so it can leave the matter to reconciliation instead of
 * taking back what may have happened.
 */
export interface StepFailure {
  error: unknown;
  /** The failed step may have taken effect on the other side. */
  outcomeUnknown: boolean;
}

export interface Steps {
  /** Runs one step; `undo` takes it back if a later step fails. */
  run<T>(
    name: string,
    action: () => Promise<T>,
    undo?: (done: T, failure: StepFailure) => Promise<void>,
  ): Promise<T>;
}

const UNKNOWN = Symbol('outcome unknown');

/** Marks an error as one whose outcome is unknown (see `StepFailure.outcomeUnknown`). */
export function outcomeUnknown<E extends object>(error: E): E {
  Object.defineProperty(error, UNKNOWN, { value: true });
  return error;
}

/**
 * Runs `work`'s steps. An undo that fails itself is reported to `onUndoFailed` and the other undos
 * still run: what one could not take back is left for reconciliation, never a reason to stop.
 */
export async function inSteps<T>(
  work: (steps: Steps) => Promise<T>,
  onUndoFailed: (step: string, error: unknown) => void,
): Promise<T> {
  const done: { name: string; undo: (failure: StepFailure) => Promise<void> }[] = [];
  const steps: Steps = {
    async run(name, action, undo) {
      const result = await action();
      if (undo) done.push({ name, undo: (failure) => undo(result, failure) });
      return result;
    },
  };
  try {
    return await work(steps);
  } catch (error) {
    const failure = {
      error,
      outcomeUnknown: typeof error === 'object' && error !== null && UNKNOWN in error,
    };
    for (const step of done.reverse()) {
      await step.undo(failure).catch((undoError: unknown) => onUndoFailed(step.name, undoError));
    }
    throw error;
  }
}
