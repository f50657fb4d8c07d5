// The state-query registry behind getIntegerv / getFloatv / getBooleanv / getInteger64v / getDoublev and
// their indexed forms. Each entry-point area registers the pnames whose state it owns, so one query
// machinery answers for all of them and no area reaches into another's state. A query returns raw
// values; the getter converts them to the asked type (GL 4.5 §2.2.2 conversion rules).

/** Values of a plain query. */
export type StateQuery = () => ArrayLike<number>;
/** Values of an indexed query; return null when `index` is out of range (INVALID_VALUE). */
export type IndexedStateQuery = (index: number) => ArrayLike<number> | null;

export interface QueryEntry {
  query: StateQuery;
  /** The values are colors/normalized (getIntegerv maps [-1,1] linearly) rather than plain numbers. */
  normalized?: boolean;
}

export class StateQueryRegistry {
  private readonly plain = new Map<number, QueryEntry>();
  private readonly indexed = new Map<number, IndexedStateQuery>();

  RegisterQuery(pname: number, query: StateQuery, options: { normalized?: boolean } = {}): void {
    if (this.plain.has(pname)) throw new Error(`state query 0x${pname.toString(16)} registered twice`);
    this.plain.set(pname, { query, normalized: options.normalized });
  }

  RegisterIndexedQuery(pname: number, query: IndexedStateQuery): void {
    if (this.indexed.has(pname)) throw new Error(`indexed state query 0x${pname.toString(16)} registered twice`);
    this.indexed.set(pname, query);
  }

  /** Undefined when the pname is unknown (the getter then records INVALID_ENUM). */
  lookup(pname: number): QueryEntry | undefined {
    return this.plain.get(pname);
  }

  lookupIndexed(pname: number): IndexedStateQuery | undefined {
    return this.indexed.get(pname);
  }
}
