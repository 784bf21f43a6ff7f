/** A binary min-heap of timed events; ties keep insertion order so that replays are identical. */
export class EventQueue<T> {
  private readonly heap: Array<{ at: number; seq: number; item: T }> = [];
  private seq = 0;

  get size(): number {
    return this.heap.length;
  }

  push(at: number, item: T): void {
    this.heap.push({ at, seq: this.seq++, item });
    this.siftUp(this.heap.length - 1);
  }

  /** Removes and returns the earliest item due at or before `now`. */
  popDue(now: number): T | undefined {
    const top = this.heap[0];
    if (!top || top.at > now) return undefined;
    const last = this.heap.pop();
    if (last && this.heap.length > 0) {
      this.heap[0] = last;
      this.siftDown(0);
    }
    return top.item;
  }

  clear(): void {
    this.heap.length = 0;
  }

  private before(a: number, b: number): boolean {
    const x = this.heap[a];
    const y = this.heap[b];
    if (!x || !y) return false;
    return x.at < y.at || (x.at === y.at && x.seq < y.seq);
  }

  private swap(a: number, b: number): void {
    const x = this.heap[a];
    const y = this.heap[b];
    if (!x || !y) return;
    this.heap[a] = y;
    this.heap[b] = x;
  }

  private siftUp(index: number): void {
    let child = index;
    while (child > 0) {
      const parent = (child - 1) >> 1;
      if (!this.before(child, parent)) return;
      this.swap(child, parent);
      child = parent;
    }
  }

  private siftDown(index: number): void {
    let parent = index;
    for (;;) {
      const left = parent * 2 + 1;
      const right = left + 1;
      let smallest = parent;
      if (left < this.heap.length && this.before(left, smallest)) smallest = left;
      if (right < this.heap.length && this.before(right, smallest)) smallest = right;
      if (smallest === parent) return;
      this.swap(parent, smallest);
      parent = smallest;
    }
  }
}
