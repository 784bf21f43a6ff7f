import { copyFileSync, mkdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { writeSeedFile } from '../data/network/database-files';

/**
 * The demo network seeded once per seed number and process, as a file new sandboxes are copied from: a copy takes
 * milliseconds where seeding takes a second or more.
 */
export class SeedImages {
  private readonly images = new Map<number, Promise<string>>();

  constructor(
    private readonly directory: string,
    private readonly network: { now: () => number; timeZone: string },
  ) {}

  /** Copies the image of `seed` to `target` (a new database file). */
  async copyTo(seed: number, target: string): Promise<void> {
    copyFileSync(await this.imageOf(seed), target);
  }

  private imageOf(seed: number): Promise<string> {
    let image = this.images.get(seed);
    if (!image) {
      image = this.seed(seed);
      // A failed seeding is tried again next time rather than remembered.
      image.catch(() => this.images.delete(seed));
      this.images.set(seed, image);
    }
    return image;
  }

  private async seed(seed: number): Promise<string> {
    mkdirSync(this.directory, { recursive: true });
    const file = join(this.directory, `demo-${seed}.sqlite`);
    const partial = `${file}.partial`;
    await writeSeedFile(partial, {
      profile: 'demo',
      seedNumber: seed,
      now: this.network.now(),
      timeZone: this.network.timeZone,
    });
    renameSync(partial, file);
    return file;
  }
}
