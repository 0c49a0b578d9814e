import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { Engine } from '../../../../../engine';
import { fillMessage } from '../../../../../engine';
import { AppDialog } from '../../../../components/app-dialog';
import { useApplication } from '../../state/application-context';
import { useJournal } from '../../state/journal/journal-context';
import type { Conflict } from '../../state/journal/journal-rules';
import { questionTitle, shownKeys } from './question-names';

type Keep = 'mine' | 'theirs';

/** A value as the applicant knows it: an option's label, or a word for an empty answer. */
function shownValue(engine: Engine, key: string, value: string, empty: string): string {
  if (value === '') return empty;
  return (
    engine.catalogue.questions.get(key)?.options?.find((option) => option.value === value)?.label ?? value
  );
}

function ConflictChoice({
  conflict,
  keep,
  onChange,
}: {
  conflict: Conflict;
  keep: Keep;
  onChange: (keep: Keep) => void;
}) {
  const { engine } = useApplication();
  const { messages } = useJournal();
  const labelId = useId();
  const value = (text: string) => shownValue(engine, conflict.key, text, messages.emptyValue);
  return (
    <FormControl component="fieldset" sx={{ mt: 2, display: 'block' }}>
      <FormLabel component="legend" id={labelId} sx={{ fontWeight: 700, color: 'text.primary' }}>
        {questionTitle(engine, conflict.key)}
      </FormLabel>
      <RadioGroup aria-labelledby={labelId} value={keep} onChange={(_, next) => onChange(next as Keep)}>
        <FormControlLabel
          value="theirs"
          control={<Radio />}
          label={fillMessage(messages.keepTheirs, { value: value(conflict.theirs) })}
        />
        <FormControlLabel
          value="mine"
          control={<Radio />}
          label={fillMessage(messages.keepMine, { value: value(conflict.mine) })}
        />
      </RadioGroup>
    </FormControl>
  );
}

/**
 * Answers typed here and never sent, which another device saved with another value since:
 * the applicant keeps one of the two for each, and nothing is overwritten until they do.
 * The saved value is chosen at first (it is what the form shows). A dropdown's `_desc`
 * label follows its question's choice.
 */
export function ConflictDialog({ conflicts }: { conflicts: readonly Conflict[] }) {
  const journal = useJournal();
  const { engine } = useApplication();
  const { messages } = journal;
  const [choices, setChoices] = useState<Record<string, Keep>>({});
  const shown = conflicts.filter((conflict) => shownKeys(engine, [conflict.key]).length > 0);
  const done = () => {
    const all: Record<string, Keep> = {};
    for (const conflict of conflicts) {
      const own = conflict.key.endsWith('_desc') ? conflict.key.slice(0, -'_desc'.length) : conflict.key;
      all[conflict.key] = choices[conflict.key] ?? choices[own] ?? 'theirs';
    }
    journal.settle(all);
  };
  return (
    <AppDialog
      open
      title={messages.conflictTitle}
      onClose={done}
      hideClose
      size="medium"
      actions={
        <Button variant="contained" onClick={done}>
          {messages.conflictDone}
        </Button>
      }
    >
      <Typography>{messages.conflictIntro}</Typography>
      {shown.map((conflict) => (
        <ConflictChoice
          key={conflict.key}
          conflict={conflict}
          keep={choices[conflict.key] ?? 'theirs'}
          onChange={(keep) => setChoices((previous) => ({ ...previous, [conflict.key]: keep }))}
        />
      ))}
    </AppDialog>
  );
}
