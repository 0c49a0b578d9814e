import { describe, expect, it } from 'vitest';
import { loadEngine } from '../index';
import { COMPLETE_APPLICATION, COMPLETE_CONTEXT, TODAY } from '../testing/complete-application';
import { pageProgress, progressText } from './progress';
import { validateApplication } from './validate';

const demo = await loadEngine('demo');
const { messages } = demo.catalogue.index;

describe('pageProgress', () => {
  it('marks every page complete for a complete application', () => {
    expect(pageProgress(demo, COMPLETE_APPLICATION, TODAY, COMPLETE_CONTEXT)).toEqual([
      { page: 'about', remaining: 0, complete: true },
      { page: 'education', remaining: 0, complete: true },
      { page: 'final-steps', remaining: 0, complete: true },
    ]);
  });

  it('counts per page what submit validation would find there', () => {
    const answers = { first_name: 'Ada', birth_date: '2020-01-01' };
    const progress = pageProgress(demo, answers, TODAY);
    const { missing } = validateApplication(demo, answers, TODAY);
    for (const page of demo.catalogue.pages) {
      const count = missing.filter((item) => item.page === page.id).length;
      expect(count).toBeGreaterThan(0);
      expect(progress.find((item) => item.page === page.id)).toEqual({
        page: page.id,
        remaining: count,
        complete: false,
      });
    }
  });

  it('follows the rules as answers change: one answer less, one more to go', () => {
    const { last_name: _, ...withoutLastName } = COMPLETE_APPLICATION;
    expect(pageProgress(demo, withoutLastName, TODAY, COMPLETE_CONTEXT)[0]).toEqual({
      page: 'about',
      remaining: 1,
      complete: false,
    });
    // An answer validation refuses counts too: the page is not done.
    const tooYoung = { ...COMPLETE_APPLICATION, birth_date: '2020-01-01' };
    expect(pageProgress(demo, tooYoung, TODAY, COMPLETE_CONTEXT)[0]?.remaining).toBe(1);
    // A question required only sometimes counts only then: without the SMS opt-in, no cell phone is needed.
    const { phone_mobile: __, optin_sms_ind: ___, ...homeOnly } = COMPLETE_APPLICATION;
    expect(pageProgress(demo, homeOnly, TODAY, COMPLETE_CONTEXT)[0]?.complete).toBe(true);
  });

  it('words a mark from the catalogue', () => {
    expect(progressText(messages, { page: 'about', remaining: 0, complete: true })).toBe('complete');
    expect(progressText(messages, { page: 'about', remaining: 3, complete: false })).toBe(
      '3 required answer(s) left',
    );
  });
});
