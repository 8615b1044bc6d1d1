// Vitest 5 prints failures with Map.groupBy (Node 21+). On Node 20 that crashes the reporter and
// hides the real error, so the vitest configs load this first.
if (typeof Map.groupBy !== 'function') {
  Map.groupBy = (items, keyOf) => {
    const map = new Map();
    let i = 0;
    for (const item of items) {
      const key = keyOf(item, i++);
      if (!map.has(key)) map.set(key, []);
      map.get(key).push(item);
    }
    return map;
  };
}
if (typeof Object.groupBy !== 'function') {
  Object.groupBy = (items, keyOf) => Object.fromEntries(Map.groupBy(items, keyOf));
}
