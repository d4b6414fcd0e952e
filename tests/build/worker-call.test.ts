import { threadId } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { callInWorker } from '../../src/node/build/worker-call.ts';

const target = new URL('../fixtures/worker-call-target.ts', import.meta.url);

describe('callInWorker', () => {
  it('runs the export on another thread and resolves with its result', { timeout: 30_000 }, async () => {
    const result = await callInWorker<{ joined: string; threadId: number }>(target, 'describeCall', [['a', 'b']]);
    expect(result.joined).toBe('a+b');
    expect(result.threadId).not.toBe(threadId);
  });

  it("rejects with the worker's own error message, so a build failure still names its file and line", { timeout: 30_000 }, async () => {
    await expect(callInWorker(target, 'failWithSource', [])).rejects.toThrow('content/v8/page.mdx:3:1: something is wrong here');
  });

  it('rejects when the module has no such export', { timeout: 30_000 }, async () => {
    await expect(callInWorker(target, 'noSuchFunction', [])).rejects.toThrow(/has no exported function noSuchFunction/);
  });
});
