import { describe, expect, it } from 'vitest';
import { clientEngine, loadValidators } from '../engine';
import { createEngineValidator, fitsSchema } from './validator';

describe('RJSF validator over the engine', () => {
  it("gives the engine's messages per key, as RJSF's list and ErrorSchema", async () => {
    const engine = clientEngine('demo');
    await loadValidators(engine);
    const validator = createEngineValidator(engine, 'about', () => ({ context: {}, today: '2026-11-22' }));
    const { errors, errorSchema } = validator.validateFormData(
      { first_name: 'Ada', email_address: 'not-an-email' },
      { type: 'object' },
    );
    expect(errorSchema).toMatchObject({
      email_address: { __errors: ['Your email address must be valid.'] },
      last_name: { __errors: expect.any(Array) },
    });
    expect(errorSchema).not.toHaveProperty('first_name');
    expect(errors.find((error) => error.property === '.email_address')?.message).toBe(
      'Your email address must be valid.',
    );
  });

  it('answers the same result for the same data without validating again', async () => {
    const engine = clientEngine('demo');
    await loadValidators(engine);
    const inputs = { context: {}, today: '2026-11-22' };
    const validator = createEngineValidator(engine, 'final-steps', () => inputs);
    const data = {};
    expect(validator.validateFormData(data, {})).toBe(validator.validateFormData(data, {}));
  });

  it('matches sub-schemas structurally for RJSF (const, enum, type, required)', () => {
    expect(fitsSchema({ const: 'Y' }, 'Y')).toBe(true);
    expect(fitsSchema({ enum: ['a'] }, 'b')).toBe(false);
    expect(fitsSchema({ type: 'string' }, 3)).toBe(false);
    expect(fitsSchema({ type: 'object', required: ['a'] }, {})).toBe(false);
    expect(fitsSchema({ properties: { a: { const: 1 } } }, { a: 1 })).toBe(true);
  });
});
