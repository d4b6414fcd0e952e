/**
 * Work that some takers pull from the front and others from the back, until the two meet.
 * The prerender workers use it: the pages come in version order, so a worker pulling from the
 * front renders mostly the newest version and one pulling from the back mostly the oldest.
 * Each then imports about half of the page modules instead of nearly all of them, which keeps
 * the workers' memory down, while a slow page still holds up no fixed share of the work.
 */
export class TwoEndedQueue<T> {
  private front = 0;
  private back: number;

  constructor(private readonly items: readonly T[]) {
    this.back = items.length - 1;
  }

  /** The next item from that end, or null once every item has been taken. */
  take(end: 'front' | 'back'): T | null {
    if (this.front > this.back) return null;
    return (end === 'front' ? this.items[this.front++] : this.items[this.back--]) as T;
  }
}
