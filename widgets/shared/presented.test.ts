/** The presented-item cache: one presentation per engine, answers and state, never another partner's. */
import { describe, expect, it } from 'vitest';
import { type Answers, catalogueSources, createEngine } from '../../engine';
import type { WidgetContext } from '../context';
import { presented } from './presented';

function context(partnerId: string, answers: Answers): WidgetContext {
  return {
    engine: createEngine(partnerId, { sources: catalogueSources }),
    answers,
    commit: () => undefined,
    isLoggedIn: true,
  };
}

describe('presented', () => {
  it("presents the same answers object with each engine's own catalogue", () => {
    const answers: Answers = { recruiter: 'Ms Smith' };
    const base = presented(context('base', answers), 'recruiter');
    const demo = presented(context('demo', answers), 'recruiter');
    expect(base?.display).toBe('Ms Smith');
    expect(demo?.label).toBe('Demo University admission counselor you have met (optional)');
    expect(base?.label).not.toBe(demo?.label);
  });
});
