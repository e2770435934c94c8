/**
 * One row per record. A part of the platform's state (a core store or a domain slice, ./state.ts) is
 * split into rows: each field that is a Map, Set or array is a collection whose entries are rows of
 * their own (a Map inside a Map, or a Set inside a Map, is a collection again, keyed by both keys), and
 * every other field is one row. The collections are watched while the platform works on them (a Map's
 * or Set's prototype is swapped for a watching subclass, an array is wrapped in a Proxy): an entry that
 * was read, written or deleted is "touched", and a save encodes only the touched entries, compares each
 * with the hash of what was last written and writes the ones that differ. So a change costs the records
 * it touched, however large the state is; reading a whole collection (a scan) touches all of it.
 *
 * The same object kept in two collections (a player by id and by login name, an order by number and in
 * its player's list) is written once, in the first collection that holds it (its home, in field
 * order), and as a reference everywhere else; loading puts the one object back in every place, so an
 * index and its record stay the same object after a restart. Reaching a record through a reference
 * makes its home row checked too, so a change made through an index is saved.
 *
 * Rows carry a kind: a leaf (V8-serialized value: Maps, Sets, bigints survive), a collection marker
 * (so an emptied collection stays empty after a restart instead of taking the seed back), or a Set
 * member (the key is the member).
 */
import { hash } from 'node:crypto';
import { deserialize, serialize } from 'node:v8';

export const ROW = { leaf: 0, map: 1, set: 2, array: 3, member: 4 } as const;
export type RowKind = (typeof ROW)[keyof typeof ROW];

export interface StoredRow {
  part: string;
  key: string;
  kind: RowKind;
  data: Uint8Array | null;
}

export interface RowChanges {
  puts: StoredRow[];
  deletes: { part: string; key: string }[];
}

type Key = string | number | bigint | boolean;
type Collection = Map<Key, unknown> | Set<Key> | unknown[];

/** A row key is the JSON of its path: the field name, then each key with a one-letter type tag. */
function encKey(k: unknown): string {
  switch (typeof k) {
    case 'string':
      return 's' + k;
    case 'number':
      return 'n' + String(k);
    case 'bigint':
      return 'b' + String(k);
    case 'boolean':
      return k ? 't' : 'f';
    default:
      throw new Error(
        `a stored Map or Set key must be a string, number, bigint or boolean (got ${typeof k})`,
      );
  }
}

function decKey(s: string): Key {
  const v = s.slice(1);
  switch (s[0]) {
    case 's':
      return v;
    case 'n':
      return Number(v);
    case 'b':
      return BigInt(v);
    default:
      return s[0] === 't';
  }
}

const rowKey = (path: readonly string[]) => JSON.stringify(path);
const REF = '\u0000ref';
const digest = (data: Uint8Array) => hash('sha1', data, 'base64');

interface Node {
  part: PartRecords;
  kind: 'map' | 'set' | 'array';
  path: string[];
  /** Field order: homes are taken in this order. */
  order: number;
  target: Collection;
  touched: Set<Key>;
  all: boolean;
  /** Not written yet (or written as something else): write its marker and every entry, drop old rows. */
  fresh: boolean;
  /** Array: the length last written. */
  savedLength: number;
}

const nodes = new WeakMap<object, Node>();

function touch(target: object, key: Key): void {
  const node = nodes.get(target);
  if (!node) return;
  node.touched.add(key);
  node.part.dirty.add(node);
}

function touchAll(target: object): void {
  const node = nodes.get(target);
  if (!node) return;
  node.all = true;
  node.part.dirty.add(node);
}

const mapGet = Map.prototype.get;
const mapHas = Map.prototype.has;

class WatchedMap<K, V> extends Map<K, V> {
  override get(key: K): V | undefined {
    const value = super.get(key);
    if (value !== undefined) touch(this, key as Key);
    return value;
  }
  override set(key: K, value: V): this {
    touch(this, key as Key);
    return super.set(key, value);
  }
  override delete(key: K): boolean {
    touch(this, key as Key);
    return super.delete(key);
  }
  override clear(): void {
    touchAll(this);
    super.clear();
  }
  override forEach(cb: (value: V, key: K, map: Map<K, V>) => void, thisArg?: unknown): void {
    touchAll(this);
    super.forEach(cb, thisArg);
  }
  override values(): MapIterator<V> {
    touchAll(this);
    return super.values();
  }
  override entries(): MapIterator<[K, V]> {
    touchAll(this);
    return super.entries();
  }
  override [Symbol.iterator](): MapIterator<[K, V]> {
    touchAll(this);
    return super.entries();
  }
}

class WatchedSet<T> extends Set<T> {
  override add(value: T): this {
    touch(this, value as Key);
    return super.add(value);
  }
  override delete(value: T): boolean {
    touch(this, value as Key);
    return super.delete(value);
  }
  override clear(): void {
    touchAll(this);
    super.clear();
  }
}

const isIndex = (p: string | symbol): boolean =>
  typeof p === 'string' && p.length > 0 && p.charCodeAt(0) >= 48 && p.charCodeAt(0) <= 57;

const arrayWatch: ProxyHandler<unknown[]> = {
  get(target, p) {
    const value = (target as unknown as Record<string | symbol, unknown>)[p];
    if (isIndex(p) && typeof value === 'object' && value !== null) touch(target, Number(p));
    return value;
  },
  set(target, p, value) {
    if (isIndex(p)) touch(target, Number(p));
    // A shorter array drops its last rows (a longer one is written index by index).
    else if (p === 'length') for (let i = Number(value); i < target.length; i++) touch(target, i);
    (target as unknown as Record<string | symbol, unknown>)[p] = value;
    return true;
  },
  deleteProperty(target, p) {
    if (isIndex(p)) touch(target, Number(p));
    return delete (target as unknown as Record<string | symbol, unknown>)[p];
  },
};

function isPlainish(v: object): boolean {
  return !(ArrayBuffer.isView(v) || v instanceof ArrayBuffer || v instanceof Date || v instanceof RegExp);
}

const isCollection = (v: unknown): v is Collection =>
  v instanceof Map || v instanceof Set || Array.isArray(v);

/**
 * The rows of one part. `attach` watches the part's collections, `changes` gives what to write since
 * the last save, `load` builds the part from its rows.
 */
export class PartRecords {
  readonly dirty = new Set<Node>();
  /** Hash of every row as last written (collections: their kind), by row key. */
  private readonly saved = new Map<string, string>();
  private readonly homes = new WeakMap<object, { node: Node | null; field?: string; key: Key }>();
  private readonly fields: string[] = [];
  private part: unknown;
  /** Scalar fields, checked on every save (a few small values per part). */
  private readonly scalars: string[] = [];
  /** Row keys written in the save under way (a record reached twice is encoded once). */
  private done = new Set<string>();

  constructor(
    readonly name: string,
    private readonly exclude: object,
  ) {}

  /**
   * Watches the part's collections (the part itself when it is one); returns the part, which is a
   * Proxy when the part itself is an array. Everything not in the loaded rows is written at the next save.
   */
  attach<T>(part: T): T {
    if (isCollection(part)) return (this.part = this.watch(part, [''], 0)) as T;
    this.part = part;
    let order = 0;
    for (const [field, value] of Object.entries(part as object)) {
      if (value === this.exclude || typeof value === 'function') continue;
      order += 1;
      this.fields.push(field);
      if (isCollection(value)) {
        const watched = this.watch(value, [field], order);
        if (watched !== value) (part as Record<string, unknown>)[field] = watched;
      } else {
        this.scalars.push(field);
        if (typeof value === 'object' && value !== null && !this.homes.has(value))
          this.homes.set(value, { node: null, field, key: field });
      }
    }
    return part;
  }

  private watch(target: Collection, path: string[], order: number): Collection {
    const kind = target instanceof Map ? 'map' : target instanceof Set ? 'set' : 'array';
    const key = rowKey(path);
    const fresh = this.saved.get(key) !== `#${kind}`;
    const node: Node = {
      part: this,
      kind,
      path,
      order,
      target,
      touched: new Set(),
      all: fresh,
      fresh,
      savedLength: kind === 'array' ? (target as unknown[]).length : 0,
    };
    nodes.set(target, node);
    if (fresh) this.dirty.add(node);
    // Each record's home is the first collection (in field order) that holds it.
    const entries: Iterable<[Key, unknown]> =
      kind === 'map'
        ? mapEntries(target as Map<Key, unknown>)
        : kind === 'array'
          ? (target as unknown[]).entries()
          : [];
    for (const [k, v] of entries) {
      if (v instanceof Map || v instanceof Set) this.watch(v, [...path, encKey(k)], order);
      else if (typeof v === 'object' && v !== null && !this.homes.has(v)) this.homes.set(v, { node, key: k });
    }
    if (kind === 'array') return new Proxy(target as unknown[], arrayWatch);
    Object.setPrototypeOf(target, kind === 'map' ? WatchedMap.prototype : WatchedSet.prototype);
    return target;
  }

  /** What changed since the last save, as rows to write and rows to delete; `part` is the watched part. */
  changes(part: unknown, out: RowChanges): void {
    this.done = new Set();
    this.undo = [];
    this.visited = [];
    for (const field of this.scalars) {
      const value = (part as Record<string, unknown>)[field];
      // A port wired at start (a function) is code, not data.
      if (typeof value === 'function') continue;
      this.putLeaf(out, [field], value, { node: null, field, key: field });
    }
    for (let round = 0; this.dirty.size > 0; round++) {
      if (round > 100) throw new Error(`saving ${this.name}: references do not settle`);
      const batch = [...this.dirty].sort((a, b) => a.order - b.order || a.path.length - b.path.length);
      this.dirty.clear();
      for (const node of batch) this.collect(node, out);
    }
  }

  private collect(node: Node, out: RowChanges): void {
    const { target } = node;
    this.visited.push({ node, fresh: node.fresh, savedLength: node.savedLength });
    const nodeKey = rowKey(node.path);
    if (node.fresh) {
      this.dropUnder(out, node.path, true);
      out.puts.push({ part: this.name, key: nodeKey, kind: ROW[node.kind], data: null });
      this.setSaved(nodeKey, `#${node.kind}`);
      node.fresh = false;
      node.savedLength = 0;
    }
    let keys: Iterable<Key>;
    if (node.all) {
      if (node.kind === 'array') {
        const n = Math.max((target as unknown[]).length, node.savedLength);
        keys = Array.from({ length: n }, (_, i) => i);
      } else {
        // Whatever was deleted meanwhile is found among the saved rows.
        this.dropUnder(out, node.path, false, target as Map<Key, unknown> | Set<Key>);
        keys =
          node.kind === 'map'
            ? [...Map.prototype.keys.call(target as Map<Key, unknown>)]
            : [...Set.prototype.values.call(target as Set<Key>)];
      }
    } else keys = node.touched;
    node.all = false;
    const touched = [...keys];
    node.touched.clear();
    for (const k of touched) {
      const path = [...node.path, encKey(k)];
      if (node.kind === 'set') {
        const key = rowKey(path);
        const present = Set.prototype.has.call(target as Set<Key>, k);
        if (present && !this.saved.has(key)) {
          out.puts.push({ part: this.name, key, kind: ROW.member, data: null });
          this.setSaved(key, '');
        } else if (!present && this.saved.has(key)) this.dropRow(out, key);
        continue;
      }
      const present =
        node.kind === 'map'
          ? mapHas.call(target as Map<Key, unknown>, k)
          : (k as number) < (target as unknown[]).length;
      if (!present) {
        this.dropUnder(out, path, true);
        continue;
      }
      const value =
        node.kind === 'map'
          ? mapGet.call(target as Map<Key, unknown>, k)
          : (target as unknown[])[k as number];
      if (node.kind === 'map' && (value instanceof Map || value instanceof Set)) {
        const child = nodes.get(value);
        if (!child || rowKey(child.path) !== rowKey(path)) {
          this.watch(value, path, node.order);
          const fresh = nodes.get(value)!;
          if (!fresh.fresh) {
            fresh.fresh = true;
            fresh.all = true;
            this.dirty.add(fresh);
          }
        }
        continue;
      }
      this.putLeaf(out, path, value, { node, key: k });
    }
    if (node.kind === 'array') node.savedLength = (target as unknown[]).length;
  }

  private putLeaf(
    out: RowChanges,
    path: string[],
    value: unknown,
    at: { node: Node | null; field?: string; key: Key },
  ): void {
    const key = rowKey(path);
    if (this.done.has(key)) return;
    this.done.add(key);
    const data = serialize(this.toStored(value, key, at));
    const h = digest(data);
    if (this.saved.get(key) === h) return;
    // A leaf replacing a collection (or the other way) leaves no rows of the old one behind.
    if (this.saved.get(key)?.startsWith('#')) this.dropUnder(out, path, true);
    out.puts.push({ part: this.name, key, kind: ROW.leaf, data });
    this.setSaved(key, h);
  }

  /** Where the object lives now: the row key of its home, if the home still holds it. */
  private homeOf(obj: object): string | undefined {
    const home = this.homes.get(obj);
    if (!home) return undefined;
    const current = home.node
      ? valueAt(home.node.target, home.key)
      : (this.part as Record<string, unknown>)[home.field!];
    if (current !== obj) {
      this.homes.delete(obj);
      return undefined;
    }
    return home.node ? rowKey([...home.node.path, encKey(home.key)]) : rowKey([home.field!]);
  }

  /** The value as written: objects that live in another row become references to it. */
  private toStored(value: unknown, here: string, at: { node: Node | null; field?: string; key: Key }) {
    if (typeof value !== 'object' || value === null) return value;
    const home = this.homeOf(value);
    if (home !== undefined && home !== here) {
      this.recheck(value);
      return { [REF]: home };
    }
    if (home === undefined) this.homes.set(value, at);
    const copies = new Map<object, unknown>();
    const walk = (v: unknown): unknown => {
      if (typeof v !== 'object' || v === null || !isPlainish(v)) return v;
      const seen = copies.get(v);
      if (seen !== undefined) return seen;
      if (v !== value) {
        const h = this.homeOf(v);
        if (h !== undefined && h !== here) {
          this.recheck(v);
          return { [REF]: h };
        }
      }
      if (v instanceof Map) {
        const m = new Map();
        copies.set(v, m);
        for (const [k, x] of mapEntries(v)) m.set(k, walk(x));
        return m;
      }
      if (v instanceof Set) {
        const s = new Set();
        copies.set(v, s);
        for (const x of Set.prototype.values.call(v)) s.add(walk(x));
        return s;
      }
      if (Array.isArray(v)) {
        const a: unknown[] = [];
        copies.set(v, a);
        for (const x of v) a.push(walk(x));
        return a;
      }
      const o: Record<string, unknown> = {};
      copies.set(v, o);
      for (const [k, x] of Object.entries(v)) if (typeof x !== 'function') o[k] = walk(x);
      return o;
    };
    return walk(value);
  }

  /** The home row of an object reached through a reference is checked in this save too. */
  private recheck(obj: object): void {
    const home = this.homes.get(obj);
    if (!home?.node) return;
    const key = rowKey([...home.node.path, encKey(home.key)]);
    if (this.done.has(key)) return;
    home.node.touched.add(home.key);
    this.dirty.add(home.node);
  }

  private dropRow(out: RowChanges, key: string): void {
    out.deletes.push({ part: this.name, key });
    this.delSaved(key);
  }

  /**
   * Deletes the saved rows under a path (`self`: the path's own row too), keeping those of the keys
   * still in `keep`. A scan of this part's rows: only when a collection is replaced, cleared or read whole.
   */
  private dropUnder(out: RowChanges, path: string[], self: boolean, keep?: Map<Key, unknown> | Set<Key>) {
    const own = rowKey(path);
    if (self && this.saved.has(own)) this.dropRow(out, own);
    if (!self && !keep) return;
    const prefix = own.slice(0, -1) + ',';
    const depth = path.length + 1;
    for (const key of [...this.saved.keys()]) {
      if (!key.startsWith(prefix)) continue;
      if (keep) {
        const p = JSON.parse(key) as string[];
        const k = decKey(p[depth - 1]!);
        const has = keep instanceof Map ? mapHas.call(keep, k) : Set.prototype.has.call(keep, k);
        if (has) continue;
      }
      this.dropRow(out, key);
    }
  }

  private undo: [string, string | undefined][] = [];
  private visited: { node: Node; fresh: boolean; savedLength: number }[] = [];

  private setSaved(key: string, value: string): void {
    this.undo.push([key, this.saved.get(key)]);
    this.saved.set(key, value);
  }

  private delSaved(key: string): void {
    this.undo.push([key, this.saved.get(key)]);
    this.saved.delete(key);
  }

  /** The save was written. */
  commit(): void {
    this.undo = [];
    this.visited = [];
  }

  /** The save failed: what it would have written is looked at again by the next one. */
  rollback(): void {
    for (let i = this.undo.length - 1; i >= 0; i--) {
      const [key, value] = this.undo[i]!;
      if (value === undefined) this.saved.delete(key);
      else this.saved.set(key, value);
    }
    for (const { node, fresh, savedLength } of this.visited) {
      node.fresh = fresh;
      node.savedLength = savedLength;
      node.all = true;
      this.dirty.add(node);
    }
    this.commit();
  }

  /**
   * Builds the part from its saved rows into `part` (freshly made, with its seed): every saved field
   * replaces the seeded one; references become the one object again.
   */
  load(part: unknown, rows: readonly StoredRow[]): void {
    const ordered = rows
      .map((r, i) => ({ r, i, path: JSON.parse(r.key) as string[] }))
      .sort((a, b) => a.path.length - b.path.length || a.i - b.i);
    const containers = new Map<string, Collection>();
    const byRow = new Map<string, unknown>();
    const fields = new Map<string, unknown>();
    const leaves: { set: (v: unknown) => void; value: unknown }[] = [];
    for (const { r, path } of ordered) {
      this.saved.set(
        r.key,
        r.kind === ROW.leaf ? digest(r.data!) : r.kind === ROW.member ? '' : `#${kindName(r.kind)}`,
      );
      if (path.length === 1) {
        const field = path[0]!;
        if (r.kind === ROW.leaf) {
          const value = deserialize(r.data!) as unknown;
          fields.set(field, value);
          if (typeof value === 'object' && value !== null && !(REF in value)) byRow.set(r.key, value);
          leaves.push({ set: (v) => fields.set(field, v), value });
        } else {
          const c = newCollection(r.kind);
          containers.set(r.key, c);
          fields.set(field, c);
        }
        continue;
      }
      const parent = containers.get(rowKey(path.slice(0, -1)));
      if (!parent) continue;
      const k = decKey(path[path.length - 1]!);
      if (r.kind === ROW.member) {
        (parent as Set<Key>).add(k);
      } else if (r.kind === ROW.leaf) {
        const value = deserialize(r.data!) as unknown;
        if (typeof value === 'object' && value !== null && !(REF in value)) byRow.set(r.key, value);
        const set =
          parent instanceof Map
            ? (v: unknown) => parent.set(k, v)
            : (v: unknown) => ((parent as unknown[])[k as number] = v);
        set(value);
        leaves.push({ set, value });
      } else {
        const c = newCollection(r.kind);
        containers.set(r.key, c);
        (parent as Map<Key, unknown>).set(k, c);
      }
    }
    // References back to the one object, at the top of a row or anywhere inside one.
    const resolve = (v: unknown, seen: Set<object>): unknown => {
      if (typeof v !== 'object' || v === null || !isPlainish(v)) return v;
      if (REF in v) return byRow.get((v as Record<string, string>)[REF]!);
      if (seen.has(v)) return v;
      seen.add(v);
      if (v instanceof Map) for (const [k, x] of v) v.set(k, resolve(x, seen));
      else if (Array.isArray(v)) for (let i = 0; i < v.length; i++) v[i] = resolve(v[i], seen);
      else if (!(v instanceof Set))
        for (const [k, x] of Object.entries(v)) (v as Record<string, unknown>)[k] = resolve(x, seen);
      return v;
    };
    for (const leaf of leaves) {
      const v = resolve(leaf.value, new Set());
      if (v !== leaf.value) leaf.set(v);
    }
    for (const [field, value] of fields) {
      if (field === '') {
        fillCollection(part as Collection, value as Collection);
        continue;
      }
      const current = (part as Record<string, unknown>)[field];
      if (isCollection(current) && isCollection(value) && sameKind(current, value))
        fillCollection(current, value);
      else (part as Record<string, unknown>)[field] = value;
    }
  }
}

function mapEntries<K, V>(v: Map<K, V>): MapIterator<[K, V]> {
  return Map.prototype.entries.call(v) as MapIterator<[K, V]>;
}

function valueAt(target: Collection, key: Key): unknown {
  return target instanceof Map ? mapGet.call(target, key) : (target as unknown[])[key as number];
}

function kindName(kind: RowKind): string {
  return kind === ROW.map ? 'map' : kind === ROW.set ? 'set' : 'array';
}

function newCollection(kind: RowKind): Collection {
  return kind === ROW.map ? new Map() : kind === ROW.set ? new Set() : [];
}

function sameKind(a: Collection, b: Collection): boolean {
  return (
    (a instanceof Map && b instanceof Map) ||
    (a instanceof Set && b instanceof Set) ||
    (Array.isArray(a) && Array.isArray(b))
  );
}

function fillCollection(target: Collection, from: Collection): void {
  if (target instanceof Map) {
    Map.prototype.clear.call(target);
    for (const [k, v] of from as Map<Key, unknown>) Map.prototype.set.call(target, k, v);
  } else if (target instanceof Set) {
    Set.prototype.clear.call(target);
    for (const v of from as Set<Key>) Set.prototype.add.call(target, v);
  } else target.splice(0, target.length, ...(from as unknown[]));
}
