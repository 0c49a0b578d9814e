/**
 * Engine benchmarks: validating a complete application and one typical answer change,
 * as medians beside ajv compiling the same page schemas at run time (what the
 * precompiled validators spare the browser and the server), all in the same run.
 */
import { applyChange, loadEngine, validateApplication, validationSchema } from '../../engine/index';
import { COMPLETE_APPLICATION, COMPLETE_CONTEXT, TODAY } from '../../engine/testing/complete-application';
import { createAjv } from '../../scripts/precompile-validators';
import { type BenchRow, type BenchSection, median } from './table';

/** Median microseconds of `run` over `times` runs, after a warm-up. */
function measure(run: () => void, times: number): number {
  for (let i = 0; i < Math.min(20, times); i += 1) run();
  const samples: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const start = performance.now();
    run();
    samples.push((performance.now() - start) * 1000);
  }
  return median(samples);
}

export const engineBench: BenchSection = async () => {
  const engine = await loadEngine('demo');
  const schemas = engine.catalogue.pages.map((page) => validationSchema(page));
  const compileAll = () => {
    const ajv = createAjv();
    for (const schema of schemas) ajv.compile(schema);
  };
  const compile = measure(compileAll, 30);
  const baselineName = 'ajv compiling the 3 page schemas at run time';

  const validate = measure(
    () => validateApplication(engine, COMPLETE_APPLICATION, TODAY, COMPLETE_CONTEXT),
    500,
  );
  const change = measure(
    () => applyChange(engine, COMPLETE_APPLICATION, 'citizenship_type', '1', COMPLETE_CONTEXT),
    500,
  );
  const ajv = createAjv();
  const runtime = schemas.map((schema) => ajv.compile(schema));
  const formatsOnly = measure(() => {
    for (const validator of runtime) validator({ ...COMPLETE_APPLICATION });
  }, 500);

  const rows: BenchRow[] = [
    {
      subject: 'engine: validate a complete application (precompiled)',
      metric: 'median µs',
      value: validate,
      baseline: compile,
      baselineName,
    },
    {
      subject: 'engine: one answer change (citizenship_type → 1, clears 2 keys)',
      metric: 'median µs',
      value: change,
      baseline: compile,
      baselineName,
    },
    {
      subject: 'ajv: compile the 3 page schemas at run time (spared by precompiling)',
      metric: 'median µs',
      value: compile,
      baseline: validate,
      baselineName: 'engine: validate a complete application',
    },
    {
      subject: 'ajv run-time compiled: formats of the 3 pages only, no rules',
      metric: 'median µs',
      value: formatsOnly,
      baseline: validate,
      baselineName: 'engine: validate a complete application',
    },
  ];
  return rows;
};
