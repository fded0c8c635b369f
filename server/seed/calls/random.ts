/**
 * A seeded pseudo-random generator (mulberry32): the same seed gives the same sequence on every
 * machine, which is what makes the demo data deterministic. Not for anything secret.
 */
export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** A key drawn with the given relative weights. */
  weighted<K extends string>(weights: Readonly<Partial<Record<K, number>>>): K {
    const entries = Object.entries(weights) as [K, number][];
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let draw = this.next() * total;
    for (const [key, weight] of entries) {
      draw -= weight;
      if (draw < 0) return key;
    }
    return entries[entries.length - 1][0];
  }

  /** `length` decimal digits, the first one not 0. */
  digits(length: number): string {
    let text = String(this.int(1, 9));
    while (text.length < length) text += String(this.int(0, 9));
    return text;
  }
}
