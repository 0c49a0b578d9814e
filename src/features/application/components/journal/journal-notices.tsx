import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useState } from 'react';
import { useApplication } from '../../state/application-context';
import { fillMessage, useJournal, useWatched } from '../../state/journal/journal-context';
import { ConflictDialog } from './conflict-dialog';
import { questionTitle, shownKeys } from './question-names';

/**
 * What the journal brought back when the page opened: the answers unsent from the last
 * visit, restored and being saved (a notice the applicant may close), and those changed
 * elsewhere since, which the applicant chooses between (ConflictDialog).
 */
export function JournalNotices() {
  const journal = useJournal();
  const { engine } = useApplication();
  const restored = shownKeys(engine, journal.restored);
  const [open, setOpen] = useState(restored.length > 0);
  const conflicts = useWatched(journal.conflicts);
  const { messages } = journal;
  const title =
    restored.length === 1
      ? messages.restoredOne
      : fillMessage(messages.restoredMany, { count: restored.length });
  return (
    <>
      {open && (
        <Alert severity="info" role="status" onClose={() => setOpen(false)} sx={{ mb: 2 }}>
          <AlertTitle>{title}</AlertTitle>
          {messages.restoredSaving}
          <ul>
            {restored.map((key) => (
              <li key={key}>{questionTitle(engine, key)}</li>
            ))}
          </ul>
        </Alert>
      )}
      {conflicts.length > 0 && <ConflictDialog conflicts={conflicts} />}
    </>
  );
}
