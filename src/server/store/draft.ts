/**
 * A copy-on-write draft of a tree of plain objects and arrays, for DataStore.transact: a change
 * reads and writes the draft as if it were the store, and only what it writes is copied (each
 * changed object, and the objects on the way to it, shallowly). The base is never modified, so a
 * change that throws leaves it as it was, and the result shares every untouched record with the
 * base, which is what lets the store write only the records a transaction changed.
 *
 * Each object read through the draft is a Proxy over its base object. The first write to it makes
 * a shallow copy and marks it and its parents changed; `finish()` replaces the proxies in the
 * copies by the finished objects (an unchanged one by its base, so identity says "unchanged").
 * After `finish()` a proxy the change kept (in its return value) still reads the final values and
 * refuses writes.
 */

const STATE = Symbol('draft state');

interface DraftState {
  base: object;
  /** the shallow copy, made on the first write to this object or below it */
  copy: Record<PropertyKey, unknown> | null;
  /** a write happened here or below */
  changed: boolean;
  parent: DraftState | null;
  /** drafts of children read before any copy existed, keyed by property; moved into the copy when it is made */
  children: Map<PropertyKey, DraftState> | null;
  proxy: object;
  session: Session;
  /** finished: `copy` holds no draft any more */
  done: boolean;
}

interface Session {
  /** objects the change assigned (not drafts): walked at the end, since they may hold drafts */
  assigned: Set<object>;
  finished: boolean;
}

const isDraftable = (value: unknown): value is object => {
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return true;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

const stateOf = (value: unknown): DraftState | undefined =>
  typeof value === 'object' && value !== null ? ((value as Record<symbol, unknown>)[STATE] as DraftState | undefined) : undefined;

export const isDraft = (value: unknown): boolean => stateOf(value) !== undefined;

const latest = (state: DraftState): Record<PropertyKey, unknown> => (state.copy ?? state.base) as Record<PropertyKey, unknown>;

function prepareCopy(state: DraftState): Record<PropertyKey, unknown> {
  if (!state.copy) {
    state.copy = (Array.isArray(state.base) ? state.base.slice() : { ...state.base }) as Record<PropertyKey, unknown>;
    if (state.children) {
      for (const [key, child] of state.children) state.copy[key] = child.proxy;
      state.children = null;
    }
  }
  return state.copy;
}

function markChanged(state: DraftState): void {
  for (let s: DraftState | null = state; s && !s.changed; s = s.parent) {
    s.changed = true;
    prepareCopy(s);
  }
}

function refuseWrite(): never {
  throw new TypeError('This draft is finished: the transaction it belonged to is over');
}

const hasOwn = (object: object, prop: PropertyKey) => Object.prototype.hasOwnProperty.call(object, prop);

/** Each proxy's target is an empty object or array of its own (so Array.isArray holds); its state is found here. */
const stateFor = new WeakMap<object, DraftState>();

const handler: ProxyHandler<object> = {
  get(target, prop) {
    const state = stateFor.get(target)!;
    if (prop === STATE) return state;
    const source = latest(state);
    const value = source[prop];
    if (state.session.finished || !hasOwn(source, prop) || !isDraftable(value)) return value;
    if (!state.copy) {
      const known = state.children?.get(prop);
      if (known) return known.proxy;
    }
    // a child of the base not read yet is drafted; a draft, or an object the change assigned, is returned as it is
    if (value !== (state.base as Record<PropertyKey, unknown>)[prop] || stateOf(value)) return value;
    const child = createState(value, state, state.session);
    if (state.copy) state.copy[prop] = child.proxy;
    else (state.children ??= new Map()).set(prop, child);
    return child.proxy;
  },
  set(target, prop, value) {
    const state = stateFor.get(target)!;
    if (state.session.finished) refuseWrite();
    const source = latest(state);
    if (hasOwn(source, prop)) {
      // the same value again (a number unchanged, a draft put back where it was read): nothing to copy
      const current = state.copy ? source[prop] : (state.children?.get(prop)?.proxy ?? source[prop]);
      if (current === value) return true;
    }
    markChanged(state);
    state.copy![prop] = value;
    if (isDraftable(value) && !stateOf(value)) state.session.assigned.add(value);
    return true;
  },
  deleteProperty(target, prop) {
    const state = stateFor.get(target)!;
    if (state.session.finished) refuseWrite();
    if (!hasOwn(latest(state), prop)) return true;
    markChanged(state);
    delete state.copy![prop];
    return true;
  },
  has(target, prop) {
    return prop in latest(stateFor.get(target)!);
  },
  ownKeys(target) {
    return Reflect.ownKeys(latest(stateFor.get(target)!));
  },
  getOwnPropertyDescriptor(target, prop) {
    const source = latest(stateFor.get(target)!);
    const descriptor = Reflect.getOwnPropertyDescriptor(source, prop);
    if (!descriptor) return undefined;
    // an array's length is reported as arrays have it (not configurable); the rest reads through the draft
    if (Array.isArray(source) && prop === 'length') return descriptor;
    return { value: handler.get!(target, prop, target), writable: true, enumerable: descriptor.enumerable, configurable: true };
  },
  defineProperty(target, prop, descriptor) {
    if (!('value' in descriptor) || descriptor.get || descriptor.set) throw new TypeError('A draft holds data properties only');
    return handler.set!(target, prop, descriptor.value, target);
  },
  getPrototypeOf(target) {
    return Object.getPrototypeOf(stateFor.get(target)!.base);
  },
  setPrototypeOf() {
    throw new TypeError('A draft keeps its prototype');
  },
  preventExtensions() {
    throw new TypeError('A draft cannot be frozen or sealed');
  },
};

function createState(base: object, parent: DraftState | null, session: Session): DraftState {
  const target = Array.isArray(base) ? [] : {};
  const state: DraftState = { base, copy: null, changed: false, parent, children: null, proxy: new Proxy(target, handler), session, done: false };
  stateFor.set(target, state);
  return state;
}

/**
 * The finished object of a draft: its base when nothing was written in it or below, else its
 * copy with every draft inside replaced by its finished object.
 */
function finishState(state: DraftState): object {
  if (!state.changed) return state.base;
  const copy = state.copy!;
  if (state.done) return copy;
  state.done = true;
  if (Array.isArray(copy)) {
    for (let i = 0; i < copy.length; i++) {
      const value = copy[i];
      if (typeof value === 'object' && value !== null) copy[i] = finishValue(value, state.session);
    }
  } else {
    for (const key of Object.keys(copy)) {
      const value = copy[key];
      if (typeof value === 'object' && value !== null) copy[key] = finishValue(value, state.session);
    }
  }
  return copy;
}

function finishValue(value: object, session: Session): unknown {
  const inner = stateOf(value);
  if (inner) return finishState(inner);
  if (session.assigned.size > 0 && session.assigned.has(value)) {
    session.assigned.delete(value); // walked once, even if it appears twice
    replaceDraftsIn(value, session);
  }
  return value;
}

/** An object the change built: it may hold drafts at any depth (a filtered array of records, a spread). */
function replaceDraftsIn(value: object, session: Session): void {
  const target = value as Record<PropertyKey, unknown>;
  for (const key of Object.keys(target)) {
    const child = target[key];
    if (typeof child !== 'object' || child === null) continue;
    const inner = stateOf(child);
    if (inner) target[key] = finishState(inner);
    else if (isDraftable(child)) replaceDraftsIn(child, session);
  }
}

export interface Draft<T extends object> {
  /** what the change reads and writes */
  draft: T;
  /** The finished tree (the base itself when nothing changed). The draft takes no writes afterwards. */
  finish: () => T;
}

export function createDraft<T extends object>(base: T): Draft<T> {
  const session: Session = { assigned: new Set(), finished: false };
  const root = createState(base, null, session);
  return {
    draft: root.proxy as T,
    finish: () => {
      const result = finishState(root) as T;
      // a value assigned and then assigned over is no longer in the tree; the rest were walked
      session.assigned.clear();
      session.finished = true;
      return result;
    },
  };
}
