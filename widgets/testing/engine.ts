/**
 * The demo partner's engine (without validators: widgets never validate) and a fixed
 * 'today' so stories and tests render the same year lists.
 */
import { catalogueSources, createEngine } from '../../engine';

export const engine = createEngine('demo', { sources: catalogueSources });
export const TODAY = '2025-03-15';
