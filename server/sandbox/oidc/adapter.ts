/**
 * A small in-memory storage adapter for oidc-provider, one store per provider instance.
 * (oidc-provider's own MemoryAdapter is process-global and prints a warning on start.)
 * Sessions, grants, codes and tokens are lost when the sandbox restarts: users sign in again.
 */

type Payload = Record<string, unknown> & {
  grantId?: string;
  userCode?: string;
  uid?: string;
  consumed?: number;
};

interface Entry {
  payload: Payload;
  /** Epoch milliseconds, or Infinity. */
  expiresAt: number;
}

const MAX_ENTRIES = 20_000;

export interface SandboxAdapter {
  upsert(id: string, payload: Payload, expiresIn?: number): Promise<void>;
  find(id: string): Promise<Payload | undefined>;
  findByUserCode(userCode: string): Promise<Payload | undefined>;
  findByUid(uid: string): Promise<Payload | undefined>;
  consume(id: string): Promise<void>;
  destroy(id: string): Promise<void>;
  revokeByGrantId(grantId: string): Promise<void>;
}

export function createAdapterFactory(): (model: string) => SandboxAdapter {
  const entries = new Map<string, Entry>();
  /** grantId -> keys of the artefacts issued under it. */
  const grants = new Map<string, Set<string>>();
  /** session uid / user code -> key. */
  const secondary = new Map<string, string>();

  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      remove(key);
      return undefined;
    }
    return entry;
  };

  function remove(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    const { grantId, uid, userCode } = entry.payload;
    if (grantId) grants.get(grantId)?.delete(key);
    if (uid && secondary.get(`uid:${uid}`) === key) secondary.delete(`uid:${uid}`);
    if (userCode && secondary.get(`userCode:${userCode}`) === key) secondary.delete(`userCode:${userCode}`);
  }

  function sweep(): void {
    const now = Date.now();
    for (const [key, entry] of entries) if (entry.expiresAt <= now) remove(key);
    // Still too many (a flood of abandoned interactions): drop the oldest.
    for (const key of entries.keys()) {
      if (entries.size <= MAX_ENTRIES * 0.9) break;
      remove(key);
    }
  }

  return (model: string): SandboxAdapter => {
    const keyFor = (id: string) => `${model}:${id}`;
    return {
      async upsert(id, payload, expiresIn) {
        const key = keyFor(id);
        remove(key);
        if (entries.size >= MAX_ENTRIES) sweep();
        const expiresAt = typeof expiresIn === "number" ? Date.now() + expiresIn * 1000 : Infinity;
        entries.set(key, { payload: structuredClone(payload), expiresAt });
        if (payload.grantId) {
          let members = grants.get(payload.grantId);
          if (!members) {
            members = new Set();
            grants.set(payload.grantId, members);
          }
          members.add(key);
        }
        if (payload.uid) secondary.set(`uid:${payload.uid}`, key);
        if (payload.userCode) secondary.set(`userCode:${payload.userCode}`, key);
      },
      async find(id) {
        const entry = live(keyFor(id));
        return entry ? structuredClone(entry.payload) : undefined;
      },
      async findByUid(uid) {
        const key = secondary.get(`uid:${uid}`);
        const entry = key ? live(key) : undefined;
        return entry ? structuredClone(entry.payload) : undefined;
      },
      async findByUserCode(userCode) {
        const key = secondary.get(`userCode:${userCode}`);
        const entry = key ? live(key) : undefined;
        return entry ? structuredClone(entry.payload) : undefined;
      },
      async consume(id) {
        const entry = live(keyFor(id));
        if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id) {
        remove(keyFor(id));
      },
      async revokeByGrantId(grantId) {
        const members = grants.get(grantId);
        if (!members) return;
        grants.delete(grantId);
        for (const key of members) remove(key);
      },
    };
  };
}
