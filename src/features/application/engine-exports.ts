/**
 * The engine functions the application uses, imported module by module rather than
 * through engine/index.ts: that index also holds createEngine, which imports every
 * partner's precompiled validators statically and would put them all in the bundle.
 */
export type { ChangeResult } from '../../../engine/answers/change';
export { applyChange, switchTab } from '../../../engine/answers/change';
export { chosenTabs, computeVisibility, entryCounts } from '../../../engine/answers/visibility';
export type {
  AddAnotherGroup,
  Answers,
  Catalogue,
  FormContext,
  LoadedPage,
  Section,
} from '../../../engine/catalogue/types';
export { holds } from '../../../engine/logic/evaluator';
export { alternativeKeys } from '../../../engine/validation/alternatives';
export type {
  EngineParts as Engine,
  MissingQuestion,
  ValidationResult,
} from '../../../engine/validation/validate';
export { validateApplication } from '../../../engine/validation/validate';
