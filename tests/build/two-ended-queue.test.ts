import { expect, it } from 'vitest';
import { TwoEndedQueue } from '../../src/node/build/two-ended-queue.ts';

it('hands out each item once, from the end asked for, until the two ends meet', () => {
  const queue = new TwoEndedQueue(['v8/a', 'v8/b', 'v8/c', 'v7/a', 'v7/b']);
  expect(queue.take('front')).toBe('v8/a');
  expect(queue.take('back')).toBe('v7/b');
  expect(queue.take('back')).toBe('v7/a');
  expect(queue.take('front')).toBe('v8/b');
  expect(queue.take('back')).toBe('v8/c');
  expect(queue.take('front')).toBeNull();
  expect(queue.take('back')).toBeNull();
});

it('gives nothing from an empty list', () => {
  expect(new TwoEndedQueue([]).take('front')).toBeNull();
});
