/**
 * Runs one job at a time, taking the owners in turn: each owner's jobs wait in their own line, and the next job
 * comes from the next owner who has one. An owner who sends many jobs delays another owner's by one job at most
 * (the one running) and each other waiting owner's one.
 */
export class FairQueue {
  private readonly lines = new Map<string, (() => Promise<void>)[]>();
  private running = false;
  private lastOwner: string | undefined;

  run<T>(owner: string, job: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const line = this.lines.get(owner) ?? [];
      line.push(() => job().then(resolve, reject));
      this.lines.set(owner, line);
      this.next();
    });
  }

  private next(): void {
    if (this.running) return;
    // The owner served last goes after everyone else waiting, even one whose line began while its job ran.
    const owners = [...this.lines.keys()];
    const owner = owners.find((name) => name !== this.lastOwner) ?? owners[0];
    const line = owner === undefined ? undefined : this.lines.get(owner);
    const job = line?.shift();
    if (owner === undefined || !line || !job) return;
    this.lines.delete(owner);
    if (line.length > 0) this.lines.set(owner, line);
    this.lastOwner = owner;
    this.running = true;
    void job().finally(() => {
      this.running = false;
      this.next();
    });
  }
}
