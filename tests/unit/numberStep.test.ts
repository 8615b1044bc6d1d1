import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { numberStep, type NumberSchema } from '../../src/runner/fields/numberStep';
import { loadManifests } from '../../src/registry/manifests';

const field = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { target: 'draft-7', io: 'input' }) as NumberSchema & { properties?: Record<string, NumberSchema> };

describe('the step of a schema-rendered number field', () => {
  it('comes from the decimals of minimum, maximum and default (the SSIM slider: 0.9 … 0.999)', () => {
    expect(numberStep(field(z.number().min(0.9).max(0.999).default(0.98)))).toBe(0.001);
    expect(numberStep(field(z.number().min(1).max(1000).default(50)))).toBe(1);
    expect(numberStep(field(z.number().min(0).max(10).default(2.5)))).toBe(0.1);
  });

  it('is 1 for integers, and multipleOf when the schema has one', () => {
    expect(numberStep(field(z.number().int().min(1).max(100).default(75)))).toBe(1);
    expect(numberStep(field(z.number().multipleOf(0.25).min(0).max(4)))).toBe(0.25);
  });

  it('gets finer while the range would have fewer than ten steps', () => {
    expect(numberStep(field(z.number().min(1).max(8).default(1)))).toBe(0.1);
    expect(numberStep(field(z.number().min(0).max(1).default(1)))).toBe(0.1);
    expect(numberStep(field(z.number().min(0).max(0.05)))).toBe(0.001);
  });

  it('leaves other fields alone', () => {
    expect(numberStep(field(z.string()))).toBeUndefined();
    expect(numberStep(field(z.boolean()))).toBeUndefined();
    expect(numberStep(field(z.number().min(0.5).max(0.75)))).toBe(0.01);
  });

  // A step that does not divide the distance from the minimum to a value makes the browser move it:
  // every tool's default must sit on its field's grid, and a fractional field's range must hold at least ten steps.
  it.each(loadManifests().map((tool) => [tool.id, tool] as const))('%s: every number field has a step its default sits on', (_, tool) => {
    const properties = (field(tool.options).properties ?? {}) as Record<string, NumberSchema>;
    for (const [key, prop] of Object.entries(properties)) {
      const step = numberStep(prop);
      if (step === undefined) continue;
      const min = typeof prop.minimum === 'number' ? prop.minimum : 0;
      if (typeof prop.default === 'number') {
        const steps = (prop.default - min) / step;
        expect(Math.abs(steps - Math.round(steps)), `${tool.id}.${key}`).toBeLessThan(1e-9);
      }
      if (prop.type === 'number' && typeof prop.maximum === 'number')
        expect((prop.maximum - min) / step, `${tool.id}.${key}`).toBeGreaterThanOrEqual(10);
    }
  });
});
