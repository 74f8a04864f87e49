import type Redis from 'ioredis';

/** One editor's report on one open item. */
export interface PresenceEntry {
  userId: number;
  email: string;
  /** When this user opened the item (ms). */
  since: number;
  /** Their last report (ms). */
  at: number;
}

/**
 * Who has which item open in the editor, shared by every instance: entries expire `ttlMs`
 * after their last report. In process without Redis, a Redis hash per item with it.
 */
export abstract class PresenceStore {
  /** Records the report and answers every live entry of the item (this user's included). */
  abstract report(item: string, user: { userId: number; email: string }, now: number, ttlMs: number): Promise<PresenceEntry[]>;
  abstract leave(item: string, userId: number): Promise<void>;
}

export class InProcessPresenceStore extends PresenceStore {
  private readonly items = new Map<string, Map<number, PresenceEntry>>();

  async report(item: string, user: { userId: number; email: string }, now: number, ttlMs: number): Promise<PresenceEntry[]> {
    // Forget every expired entry on the way, so the map never grows with items nobody edits any more.
    for (const [key, entries] of this.items) {
      for (const [id, e] of entries) if (e.at + ttlMs <= now) entries.delete(id);
      if (!entries.size) this.items.delete(key);
    }
    const entries = this.items.get(item) ?? new Map<number, PresenceEntry>();
    const prev = entries.get(user.userId);
    entries.set(user.userId, { userId: user.userId, email: user.email, since: prev?.since ?? now, at: now });
    this.items.set(item, entries);
    return [...entries.values()];
  }

  async leave(item: string, userId: number): Promise<void> {
    this.items.get(item)?.delete(userId);
  }
}

export class RedisPresenceStore extends PresenceStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {
    super();
  }

  private key(item: string) {
    return `${this.prefix}presence:${item}`;
  }

  async report(item: string, user: { userId: number; email: string }, now: number, ttlMs: number): Promise<PresenceEntry[]> {
    const key = this.key(item);
    const raw = await this.redis.hgetall(key);
    const live: PresenceEntry[] = [];
    const stale: string[] = [];
    for (const [field, v] of Object.entries(raw)) {
      try {
        const e = JSON.parse(v) as PresenceEntry;
        if (e.at + ttlMs > now) live.push(e);
        else stale.push(field);
      } catch {
        stale.push(field);
      }
    }
    const prev = live.find((e) => e.userId === user.userId);
    const mine: PresenceEntry = { userId: user.userId, email: user.email, since: prev?.since ?? now, at: now };
    const multi = this.redis.multi().hset(key, String(user.userId), JSON.stringify(mine)).pexpire(key, ttlMs);
    if (stale.length) multi.hdel(key, ...stale);
    await multi.exec();
    return [...live.filter((e) => e.userId !== user.userId), mine];
  }

  async leave(item: string, userId: number): Promise<void> {
    await this.redis.hdel(this.key(item), String(userId));
  }
}
