// What each route of the service can take at most, read from its documented schemas (the OpenAPI
// description served for /docs): the nesting depth, object keys and array items of its JSON body
// and the name=value fields of its form body or query string. The input-shape test holds the
// limits of lib/input-shape.ts to these with room to spare.
interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  maxItems?: number;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}

interface Operation {
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  parameters?: { in: string; name: string; schema?: Schema }[];
}

export interface RequiredShape {
  call: string;
  depth: number;
  keys: number;
  items: number;
  fields: number;
}

type Counts = Pick<RequiredShape, 'depth' | 'keys' | 'items'>;

const none: Counts = { depth: 0, keys: 0, items: 0 };

const larger = (a: Counts, b: Counts): Counts => ({
  depth: Math.max(a.depth, b.depth),
  keys: Math.max(a.keys, b.keys),
  items: Math.max(a.items, b.items),
});

/** The most a value of this schema can hold; an array without maxItems can hold without end. */
function countsOf(schema: Schema | undefined): Counts {
  if (!schema) return none;
  const alternatives = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  let counts = alternatives.map(countsOf).reduce(larger, none);
  if (schema.properties) {
    const children = Object.values(schema.properties).map(countsOf);
    counts = larger(counts, {
      depth: 1 + Math.max(0, ...children.map((child) => child.depth)),
      keys: children.length + children.reduce((sum, child) => sum + child.keys, 0),
      items: children.reduce((sum, child) => sum + child.items, 0),
    });
  }
  if (schema.items || schema.type === 'array') {
    const length = schema.maxItems ?? Infinity;
    const item = countsOf(schema.items);
    counts = larger(counts, {
      depth: 1 + item.depth,
      keys: length * item.keys,
      items: length * (1 + item.items),
    });
  }
  return counts;
}

/** Fields of a flat form or query string: one per property, a list's items each one. */
function fieldsOf(properties: Record<string, Schema>): number {
  return Object.values(properties).reduce(
    (sum, property) =>
      sum + (property.items || property.type === 'array' ? (property.maxItems ?? Infinity) : 1),
    0,
  );
}

/** One shape for each route that takes a body or a query string. */
export function requiredShapes(openApi: object): RequiredShape[] {
  const paths = (openApi as { paths: Record<string, Record<string, Operation>> }).paths;
  const shapes: RequiredShape[] = [];
  for (const [url, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const body = operation.requestBody?.content?.['application/json']?.schema;
      const query = Object.fromEntries(
        (operation.parameters ?? [])
          .filter((parameter) => parameter.in === 'query')
          .map((parameter) => [parameter.name, parameter.schema ?? {}]),
      );
      if (!body && Object.keys(query).length === 0) continue;
      shapes.push({
        call: `${method.toUpperCase()} ${url}`,
        ...countsOf(body),
        fields: Math.max(fieldsOf(body?.properties ?? {}), fieldsOf(query)),
      });
    }
  }
  return shapes;
}
