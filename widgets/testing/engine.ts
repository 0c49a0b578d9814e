/** The demo partner's engine and a fixed 'today' so stories and tests render the same year lists. */
import { createEngine } from '../../engine';

export const engine = createEngine('demo');
export const TODAY = '2025-03-15';
