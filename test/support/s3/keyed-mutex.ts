/**
 * One queue per key: `lock(key)` resolves when every earlier holder of that key has released.
 * S3 applies writes to one key atomically and in some order; this is how the test server does too.
 */
export class KeyedMutex {
  private readonly tails = new Map<string, Promise<void>>();

  async lock(key: string): Promise<() => void> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    let open!: () => void;
    const released = new Promise<void>((resolve) => {
      open = resolve;
    });
    const tail = previous.then(() => released);
    this.tails.set(key, tail);
    await previous;
    let done = false;
    return () => {
      if (done) return;
      done = true;
      open();
      // Forget the key once nobody queues behind us, so the map does not grow with every key ever touched.
      if (this.tails.get(key) === tail) this.tails.delete(key);
    };
  }
}
