/**
 * Rules are evaluated by an injected JSON Logic implementation (json-logic-js in
 * the app), extended with our operations. Conditions are pure: (rule, data) → result.
 */
import { operations } from './operators';

/** Evaluates a JSON Logic rule against data. */
export type Evaluate = (rule: unknown, data: Record<string, unknown>) => unknown;

/** The subset of json-logic-js the engine needs. */
export interface JsonLogicLike {
  apply(rule: unknown, data?: unknown): unknown;
  add_operation(name: string, code: (...args: never[]) => unknown): void;
}

/** An evaluator over a JSON Logic implementation, with the catalogue's operations added. */
export function createEvaluator(jsonLogic: JsonLogicLike): Evaluate {
  for (const [name, code] of Object.entries(operations)) jsonLogic.add_operation(name, code);
  return (rule, data) => jsonLogic.apply(rule, data);
}

/** Whether a rule holds for the answers (a missing rule always holds). */
export function holds(evaluate: Evaluate, rule: unknown, data: Record<string, unknown>): boolean {
  if (rule === undefined) return true;
  return Boolean(evaluate(rule, data));
}
