/**
 * Who reacts to a change: app.ts adds listeners, the service that makes the change calls them in
 * the order they were added, one after another, each awaited (a listener that runs in the
 * change's transaction must finish before the next statement of it).
 */
export class Listeners<Args extends unknown[]> {
  private readonly list: ((...args: Args) => Promise<void> | void)[] = [];

  add(listener: (...args: Args) => Promise<void> | void): void {
    this.list.push(listener);
  }

  async emit(...args: Args): Promise<void> {
    for (const listener of this.list) await listener(...args);
  }
}
