import {
  ColumnDefinitionNode,
  DataTypeNode,
  DefaultValueNode,
  GeneratedNode,
  OperationNodeTransformer,
  RawNode,
  ValueNode,
  type ColumnDataType,
  type ColumnDefinitionNodeProps,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

/**
 * The migrations are written once, in the types the store reads (server/db/tableShape.ts:
 * integer, real, text, boolean, timestamp, date, json), which are also what SQLite stores. On
 * PostgreSQL each becomes its own type, so `\d users` reads as a schema: integer → bigint
 * (SQLite's integers are 64-bit: a time in ms since 1970 does not fit PostgreSQL's `integer`),
 * real → double precision (money amounts; PostgreSQL's `real` is single precision),
 * timestamp → timestamptz. json stays
 * json, not jsonb: it keeps the text as written (jsonb reorders an object's keys, and a kept
 * command answer is sent again byte for byte); lists filter through their child tables, not
 * through the JSON.
 * What SQLite needed checks for, PostgreSQL's types hold by themselves: a json column's
 * `json_valid` check and a boolean's `IN (0, 1)` check are dropped, a boolean's default 0/1
 * becomes false/true, and an auto-increment key becomes an identity column.
 */
const POSTGRES_TYPES: Partial<Record<string, ColumnDataType>> = {
  integer: 'bigint',
  real: 'double precision',
  timestamp: 'timestamptz',
};

class PostgresColumnTypes extends OperationNodeTransformer {
  protected override transformColumnDefinition(node: ColumnDefinitionNode): ColumnDefinitionNode {
    const column = super.transformColumnDefinition(node);
    if (!DataTypeNode.is(column.dataType)) return column;
    const type = column.dataType.dataType;
    const postgresType = POSTGRES_TYPES[type];
    const dropCheck = (type === 'json' || type === 'boolean') && column.check !== undefined && isSqliteValueCheck(column.check.expression);
    const defaultValue = column.defaultTo?.defaultValue;
    const props: ColumnDefinitionNodeProps = {
      ...(dropCheck && { check: undefined }),
      ...(type === 'boolean' &&
        defaultValue &&
        ValueNode.is(defaultValue) && { defaultTo: DefaultValueNode.create(ValueNode.createImmediate(Boolean(defaultValue.value))) }),
      ...(column.autoIncrement && { autoIncrement: false, generated: GeneratedNode.create({ identity: true, byDefault: true }) }),
    };
    const dataType: OperationNode = postgresType ? DataTypeNode.create(postgresType) : column.dataType;
    return { ...ColumnDefinitionNode.cloneWith(column, props), dataType };
  }
}

/** `json_valid("x")` and `"x" IN (0, 1)`: SQLite's stand-ins for a type it does not have. */
function isSqliteValueCheck(expression: OperationNode): boolean {
  if (!RawNode.is(expression)) return false;
  const text = expression.sqlFragments.join('?');
  return /^json_valid\("\w+"\)$/.test(text) || /^"\w+" IN \(0, 1\)$/.test(text);
}

/** Applied to the migrations' queries on PostgreSQL (server/db/migrate.ts). */
export class PostgresSchemaPlugin implements KyselyPlugin {
  private readonly transformer = new PostgresColumnTypes();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.transformer.transformNode(args.node, args.queryId);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
