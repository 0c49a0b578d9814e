/**
 * A checkbox group (SPEC 3): several 'true'/'false' keys under one legend, each its
 * own answer, as the race questions are. Each change goes through the engine so the
 * rules that read any of the keys see it at once.
 */
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import { applyChange } from '../../engine';
import type { WidgetContext } from '../context';
import { ReadOnlyCheck } from '../shared/read-only';

export interface CheckboxGroupProps {
  id: string;
  legend: string;
  keys: string[];
  context: WidgetContext;
}

/** Checkboxes of several keys in one fieldset; [X] / [ ] lines in the staff view. */
export function CheckboxGroup({ id, legend, keys, context }: CheckboxGroupProps) {
  const titleOf = (key: string) => context.engine.catalogue.questions.get(key)?.schema.title ?? key;
  if (context.readOnlyView) {
    return (
      <fieldset id={id} style={{ border: 0, margin: 0, padding: 0 }}>
        <legend>{legend}</legend>
        {keys.map((key) => (
          <ReadOnlyCheck
            key={key}
            id={`${id}-${key}`}
            label={titleOf(key)}
            checked={context.answers[key] === 'true'}
          />
        ))}
      </fieldset>
    );
  }
  const set = (key: string, checked: boolean) =>
    context.commit(
      applyChange(context.engine, context.answers, key, checked ? 'true' : 'false', context.state ?? {}),
    );
  return (
    <fieldset id={id} style={{ border: 0, margin: 0, padding: 0 }}>
      <FormLabel component="legend">{legend}</FormLabel>
      <FormGroup>
        {keys.map((key) => (
          <FormControlLabel
            key={key}
            label={titleOf(key)}
            control={
              <Checkbox
                name={key}
                checked={context.answers[key] === 'true'}
                onChange={(event) => set(key, event.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
    </fieldset>
  );
}
