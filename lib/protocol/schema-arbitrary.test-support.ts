// Test support: fast-check arbitraries made from a call's request schema. Bodies follow the
// schema's shape, with hostile values mixed in (NUL, lone surrogates, 10k characters, numbers
// at 2^53, nested arrays, wrong types), so every declared call can be fuzzed from the table.
import fc from 'fast-check';
import type * as v from 'valibot';

type Node = {
  type: string;
  kind?: string;
  entries?: Record<string, Node>;
  options?: readonly unknown[];
  item?: Node;
  wrapped?: Node;
  pipe?: readonly Node[];
  literal?: unknown;
  value?: Node;
};

export const HOSTILE_STRINGS = [
  '',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u202e\u0007',
  'x'.repeat(10_000),
  '<img src=x onerror=alert(1)>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00%2e%2e',
  '😀'.repeat(40),
  '  ',
  '12345678901234567890',
] as const;

export const HOSTILE_NUMBERS = [
  0,
  -1,
  1.5,
  2 ** 31,
  2 ** 53,
  -(2 ** 53),
  Number.MAX_VALUE,
  Number.MIN_VALUE,
] as const;

const hostileString = fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.string({ maxLength: 40 }));
const hostileNumber = fc.oneof(
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
/** Anything JSON can carry, nested arrays and objects included. */
const anyJson = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.constant([[[[[[1]]]]]]),
  hostileString,
  hostileNumber,
);

/** The schema a pipe validates with: its last schema item (the optional() pipe's inner one). */
function piped(node: Node): Node {
  const schemas = (node.pipe ?? []).filter((item) => item.kind === 'schema');
  return schemas.at(-1) ?? node;
}

function shaped(node: Node): fc.Arbitrary<unknown> {
  switch (node.type) {
    case 'pipe':
      return shaped(piped(node));
    case 'object':
    case 'loose_object':
    case 'strict_object':
      return fc.record(
        Object.fromEntries(
          Object.entries(node.entries ?? {}).map(([key, entry]) => [key, valueFor(entry)]),
        ),
        { requiredKeys: [] },
      );
    case 'optional':
    case 'nullable':
    case 'nullish':
      return fc.oneof(valueFor(node.wrapped!), fc.constantFrom(undefined, null, ''));
    case 'union':
    case 'variant':
      return fc.oneof(...(node.options as Node[]).map((option) => valueFor(option)));
    case 'picklist':
      return fc.constantFrom(...(node.options as unknown[]));
    case 'literal':
      return fc.constant(node.literal);
    case 'string':
      return hostileString;
    case 'number':
      return hostileNumber;
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(valueFor(node.item!), { maxLength: 120 });
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 8 }), valueFor(node.value!), { maxKeys: 5 });
    default:
      return anyJson;
  }
}

/** A value of the node's shape most of the time, anything at all now and then. */
function valueFor(node: Node): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: shaped(node), weight: 4 }, { arbitrary: anyJson, weight: 1 });
}

/** Bodies for a call: its request schema's shape with hostile values, and now and then junk. */
export function bodiesFor(schema: v.GenericSchema): fc.Arbitrary<unknown> {
  const node = schema as unknown as Node;
  return fc.oneof({ arbitrary: shaped(node), weight: 9 }, { arbitrary: anyJson, weight: 1 });
}
