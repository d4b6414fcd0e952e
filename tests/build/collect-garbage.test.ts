import { expect, it } from 'vitest';
import { collectGarbage } from '../../src/node/build/collect-garbage.ts';

it('collects an object nothing refers to any more, without --expose-gc on the command line', async () => {
  let big: number[] | null = Array.from({ length: 100_000 }, (_, i) => i);
  const ref = new WeakRef(big);
  big = null;
  // A WeakRef keeps its target alive until the end of a job that made or read it.
  const nextJob = () => new Promise((resolve) => setTimeout(resolve, 0));
  await nextJob();
  expect(ref.deref()).toBeDefined();
  await nextJob();
  collectGarbage();
  expect(ref.deref()).toBeUndefined();
  // A second call reuses the function it found the first time.
  expect(() => collectGarbage()).not.toThrow();
});
