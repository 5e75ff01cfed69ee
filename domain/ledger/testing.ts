/**
 * Values an event's data may hold that JSON.stringify takes but that are no JSON value as such, or
 * whose text is easy to get wrong: for tests that a store's canonical text and the leaf written from it
 * equal what a reader of the stored JSON computes.
 */
export function hostileValues(): Array<[name: string, value: unknown]> {
  const shared = { b: 2, a: 1 };
  const withOwnProto = JSON.parse('{"__proto__":{"z":1,"y":2},"x":0}') as unknown;
  const withHiddenMembers = Object.defineProperty({ [Symbol("s")]: 1, shown: 1 }, "hidden", {
    value: 2,
    enumerable: false,
  });
  class Reading {
    constructor(readonly value: number) {}
    get doubled() {
      return this.value * 2;
    }
  }
  return [
    ["a Date and an invalid Date", { at: new Date(1_700_000_000_000), never: new Date(Number.NaN) }],
    ["undefined, functions and symbols in objects", { a: undefined, f: () => 1, s: Symbol("s"), kept: 1 }],
    ["nested arrays with undefined, functions and symbols", [[undefined, [() => 1, Symbol("s")]], undefined]],
    // biome-ignore lint/suspicious/noSparseArray: a hole is read as undefined.
    ["a sparse array", [1, , 3]],
    ["integer-like names", { 10: "a", 9: "b", 1: "c", "01": "d", b: "e", "": "f", "-1": "g", 1.5: "h" }],
    ["a typed array (integer-like names past 9)", new Uint8Array([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])],
    [
      "unicode, lone surrogates included",
      { "\ud83d": "\ude00 lone", "😀": "\ud83d\ude00", "\u2028": "\u0000\u001f\u007f", é: "Ø€", "\udc00": 1 },
    ],
    [
      "-0, non-finite and extreme numbers",
      [-0, Number.NaN, Infinity, -Infinity, 1e21, 1e-7, 5e-324, 2 ** 53 + 2],
    ],
    [
      "Number.MAX_VALUE and friends",
      { max: Number.MAX_VALUE, eps: Number.EPSILON, third: 1 / 3, big: 123e45 },
    ],
    ["empty objects and arrays", { o: {}, a: [], nested: [{}, [[]], { e: {} }] }],
    ["boxed primitives", [new Number(3), new String("s"), new Boolean(false), { n: new Number(-0) }]],
    ["toJSON answering unsorted members", { t: { toJSON: () => ({ z: 1, a: { y: 2, b: 3 } }) } }],
    [
      "toJSON given its name or index",
      { name: { toJSON: (key: string) => key }, list: [{ toJSON: (k: string) => k }] },
    ],
    [
      "toJSON answering undefined",
      { gone: { toJSON: () => undefined }, list: [{ toJSON: () => undefined }] },
    ],
    ["a member named toJSON that is no function", { toJSON: "plain", other: 1 }],
    ["one object met twice (no cycle)", { first: shared, again: [shared, shared] }],
    ["an own __proto__ member", withOwnProto],
    ["symbol-named and hidden members", withHiddenMembers],
    ["a class instance with a getter on its prototype", new Reading(4)],
    ["Map and Set", { map: new Map([["a", 1]]), set: new Set([1]) }],
    ["a deep chain", deepChain(200)],
    ["many names", Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`n${(i * 17) % 40}`, i]))],
    ["null, true, a string", [null, true, "x"]],
  ];
}

function deepChain(depth: number): unknown {
  let value: unknown = { leaf: [1, { b: 1, a: 2 }] };
  for (let i = 0; i < depth; i++) value = i % 2 ? { z: value, a: i } : [value, i];
  return value;
}

/** A small seeded generator, so a failing case can be run again: answers 0 … below - 1. */
export function seededRandom(seed: number): (below: number) => number {
  let state = seed >>> 0;
  return (below: number) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % below;
  };
}

const NAMES = [
  "a",
  "b",
  "z",
  "A",
  "_",
  "",
  "0",
  "1",
  "9",
  "10",
  "01",
  "é",
  "😀",
  "\ud800",
  "\udfff",
  "toJSON",
];
const STRINGS = ["", "x", 'q"uote', "back\\slash", "\n\t\u0000", "\u2028", "😀", "\ud83d", "\ude00x", "Ø€"];
const NUMBERS = [0, -0, 1, -1, 0.1, 1e21, 1e-7, 5e-324, Number.MAX_VALUE, 2 ** 53, Number.NaN, Infinity];

/** A random value of what JSON.stringify takes (hostile members included), `depth` levels at most. */
export function randomHostileValue(next: (below: number) => number, depth = 4): unknown {
  const pick = <T>(list: readonly T[]): T => list[next(list.length)]!;
  switch (next(depth > 0 ? 12 : 7)) {
    case 0:
      return null;
    case 1:
      return next(2) === 1;
    case 2:
      return pick(STRINGS);
    case 3:
      return pick(NUMBERS);
    case 4:
      return pick([undefined, () => 1, Symbol("s")]);
    case 5:
      return new Date(next(2) ? 1_700_000_000_000 + next(1e9) : Number.NaN);
    case 6:
      return pick([new Number(pick(NUMBERS)), new String(pick(STRINGS)), new Boolean(next(2))]);
    case 7:
    case 8:
      return Array.from({ length: next(5) }, () => randomHostileValue(next, depth - 1));
    case 9: {
      const inner = randomHostileValue(next, depth - 1);
      return { toJSON: () => inner };
    }
    default: {
      const record: Record<string, unknown> = {};
      for (let i = next(6); i > 0; i--) record[pick(NAMES)] = randomHostileValue(next, depth - 1);
      return record;
    }
  }
}
