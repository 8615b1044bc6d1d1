import { describe, expect, it } from 'vitest';
import { groupByCategory, toolByPath, tools } from '../../src/registry';
import { categoryStyle, UNKNOWN_CATEGORY } from '../../src/registry/categories';

describe('drop-in plugin: a new folder in plugins/ is a tool, nothing else edited', () => {
  it('is registered with its route', () => {
    expect(toolByPath('/laboratory/dropin-fixture')?.id).toBe('dropin-fixture');
    expect(tools.length).toBeGreaterThan(1);
  });

  it('gets its own (unknown) category, after the known ones, with a grey folder icon', () => {
    const ids = groupByCategory().map((g) => g.id);
    expect(ids.at(-1)).toBe('laboratory');
    expect(categoryStyle('laboratory')).toBe(UNKNOWN_CATEGORY);
    expect(categoryStyle('image')).not.toBe(UNKNOWN_CATEGORY);
  });
});
