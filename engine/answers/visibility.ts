/**
 * Which questions are shown for a set of answers (SPEC 4). Two kinds of hiding:
 * by a rule (display conditions, groups of conditions, content triggers, radio-driven
 * blocks, conditional dropdowns), whose answers a change clears; and by the form's
 * state (add-another entries beyond the count, the tab not chosen), whose answers stay.
 */
import type { Answers, Catalogue, FormContext } from '../catalogue/types';
import { type Evaluate, holds } from '../logic/evaluator';

export interface Visibility {
  /** Keys shown now. */
  visible: Set<string>;
  /** Keys a rule hides: their answers are cleared when an answer changes. */
  hiddenByRule: Set<string>;
  /** The answers with every rule-hidden answer blanked: what the rules saw. */
  data: Answers;
}

/** The chosen tab of each tabs question, from the context or the catalogue's default. */
export function chosenTabs(catalogue: Catalogue, context: FormContext = {}): Record<string, string> {
  const chosen: Record<string, string> = {};
  for (const tabs of catalogue.tabs) chosen[tabs.tab_id] = context.tabs?.[tabs.tab_id] ?? tabs.default;
  return chosen;
}

/** The number of entries of each add-another group (default 1, at most the group's maximum). */
export function entryCounts(catalogue: Catalogue, context: FormContext = {}): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const group of catalogue.groups) {
    const wanted =
      context.addAnother?.[group.button_id] ?? group.default ?? catalogue.limits.addAnotherDefault;
    counts[group.button_id] = Math.max(1, Math.min(group.max, wanted));
  }
  return counts;
}

function hiddenByState(catalogue: Catalogue, context: FormContext): Set<string> {
  const hidden = new Set<string>();
  const counts = entryCounts(catalogue, context);
  for (const question of catalogue.questions.values()) {
    if (question.group && question.group.entry > (counts[question.group.id] ?? 1)) hidden.add(question.key);
  }
  const chosen = chosenTabs(catalogue, context);
  for (const tabs of catalogue.tabs) {
    for (const tab of tabs.tabs) {
      if (tab.id !== chosen[tabs.tab_id]) for (const key of tab.keys) hidden.add(key);
    }
  }
  return hidden;
}

function ruleHidden(catalogue: Catalogue, data: Answers, evaluate: Evaluate): Set<string> {
  const hidden = new Set<string>();
  const hide = (key: string) => hidden.add(key);
  for (const page of catalogue.pages) {
    const { rules } = page;
    for (const [key, rule] of Object.entries(rules.visibleWhen)) if (!holds(evaluate, rule, data)) hide(key);
    for (const group of rules.blockGroups) {
      const first = group.blocks.findIndex((block) => holds(evaluate, block.when, data));
      const kept = new Set(group.blocks[first]?.keys ?? []);
      for (const block of group.blocks) for (const key of block.keys) if (!kept.has(key)) hide(key);
    }
    for (const trigger of rules.contentTriggers) {
      const triggered = data[trigger.key] === 'true';
      for (const key of [...trigger.before, ...(trigger.optional ?? [])]) if (triggered) hide(key);
      for (const key of trigger.after) if (!triggered) hide(key);
    }
    for (const block of rules.radioBlocks) {
      const shown = new Set(block.content[data[block.key] ?? ''] ?? []);
      for (const keys of Object.values(block.content)) for (const key of keys) if (!shown.has(key)) hide(key);
    }
    for (const dropdown of rules.conditionalDropdowns) {
      const value = data[dropdown.isMatched.valueKey] ?? '';
      const matched =
        dropdown.category === 'displayAndOptions'
          ? value in (dropdown.options ?? {})
          : dropdown.isMatched.in
            ? dropdown.isMatched.in.includes(value)
            : value !== '';
      if (!matched) hide(dropdown.key);
    }
  }
  return hidden;
}

function blanked(answers: Answers, hidden: Set<string>): Answers {
  const data: Answers = { ...answers };
  for (const key of hidden) if (data[key]) data[key] = '';
  return data;
}

/**
 * Visibility of every question. A rule reads the answers with rule-hidden answers
 * blanked, repeated until stable, so a question controlled by a hidden one hides too.
 */
export function computeVisibility(
  catalogue: Catalogue,
  answers: Answers,
  evaluate: Evaluate,
  context: FormContext = {},
): Visibility {
  let hidden = ruleHidden(catalogue, answers, evaluate);
  let data = blanked(answers, hidden);
  for (let round = 0; round < 10; round += 1) {
    const next = ruleHidden(catalogue, data, evaluate);
    const same = next.size === hidden.size && [...next].every((key) => hidden.has(key));
    hidden = next;
    data = blanked(answers, hidden);
    if (same) break;
  }
  const byState = hiddenByState(catalogue, context);
  const visible = new Set<string>();
  for (const key of catalogue.questions.keys()) if (!hidden.has(key) && !byState.has(key)) visible.add(key);
  return { visible, hiddenByRule: hidden, data };
}
