/**
 * A Map that forgets everything once it holds `max` keys and a new one arrives: the bound for memo tables keyed
 * by what clients send (file names, Accept headers, document texts), whose useful working set is small. A client
 * sending endless new keys costs recomputation, never memory.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(private readonly max: number) {
    super();
  }

  override set(key: K, value: V): this {
    if (this.size >= this.max && !this.has(key)) this.clear();
    return super.set(key, value);
  }
}
