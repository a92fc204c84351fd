import { describe, expect, it } from 'vitest';
import { inSteps, outcomeUnknown, type StepFailure } from './steps';

describe('inSteps', () => {
  it('undoes the steps already done, newest first, when a later one fails, and throws the failure on', async () => {
    const log: string[] = [];
    const boom = new Error('refused');
    await expect(
      inSteps(
        async (steps) => {
          await steps.run(
            'one',
            async () => 1,
            async (done) => void log.push(`undo one (${done})`),
          );
          await steps.run(
            'two',
            async () => 2,
            async (done) => void log.push(`undo two (${done})`),
          );
          await steps.run('three', async () => {
            throw boom;
          });
        },
        () => undefined,
      ),
    ).rejects.toBe(boom);
    expect(log).toEqual(['undo two (2)', 'undo one (1)']);
  });

  it('undoes nothing when every step succeeds, and answers the work’s result', async () => {
    const undone: string[] = [];
    const answer = await inSteps(
      async (steps) => {
        const a = await steps.run(
          'a',
          async () => 20,
          async () => void undone.push('a'),
        );
        return a + 22;
      },
      () => undefined,
    );
    expect(answer).toBe(42);
    expect(undone).toEqual([]);
  });

  it('tells each undo whether the failed step may have taken effect', async () => {
    const seen: StepFailure[] = [];
    const run = (error: Error) =>
      inSteps(
        async (steps) => {
          await steps.run(
            'move',
            async () => 'moved',
            async (_done, failure) => void seen.push(failure),
          );
          await steps.run('launch', async () => {
            throw error;
          });
        },
        () => undefined,
      ).catch(() => undefined);
    await run(new Error('refused'));
    await run(outcomeUnknown(new Error('timed out')));
    expect(seen.map((f) => f.outcomeUnknown)).toEqual([false, true]);
  });

  it('runs every undo even when one fails, and reports the one that failed', async () => {
    const undone: string[] = [];
    const failed: string[] = [];
    await inSteps(
      async (steps) => {
        await steps.run(
          'first',
          async () => 1,
          async () => void undone.push('first'),
        );
        await steps.run(
          'second',
          async () => 2,
          async () => {
            throw new Error('provider gone');
          },
        );
        await steps.run('third', async () => {
          throw new Error('refused');
        });
      },
      (step) => failed.push(step),
    ).catch(() => undefined);
    expect(failed).toEqual(['second']);
    expect(undone).toEqual(['first']);
  });
});
