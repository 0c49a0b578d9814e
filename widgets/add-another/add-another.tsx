/**
 * Add another (SPEC 4): the entries of a group show up to the stored count; the
 * 'Add Another' button shows only to logged-in applicants below the group's maximum
 * and asks the injected onAddAnother (PUT /api/add-another) for one more entry.
 */
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { entryCounts } from '../../engine';
import type { WidgetContext } from '../context';

export const addAnotherError = (button: string) => `Error adding another ${button}`;

export interface AddAnotherProps {
  buttonId: string;
  context: WidgetContext;
}

/** The 'Add Another' button of a group, or nothing when it may not be pressed. */
export function AddAnother({ buttonId, context }: AddAnotherProps) {
  const [pending, setPending] = useState(false);
  const group = context.engine.catalogue.groups.find((item) => item.button_id === buttonId);
  if (!group || context.readOnlyView || !context.isLoggedIn) return null;
  const count = entryCounts(context.engine.catalogue, context.state ?? {})[buttonId] ?? 1;
  if (count >= group.max) return null;
  const press = async () => {
    setPending(true);
    try {
      await context.onAddAnother?.(buttonId, count + 1);
    } catch {
      context.notifyError?.(addAnotherError(buttonId));
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      variant="outlined"
      onClick={() => void press()}
      disabled={pending}
      aria-busy={pending}
      startIcon={pending ? <CircularProgress size="0.8rem" aria-hidden /> : undefined}
      aria-label={group.buttonLabel ? `Add Another: ${group.buttonLabel}` : undefined}
      sx={{ my: 1 }}
    >
      Add Another
    </Button>
  );
}

/** The heading of entry n, from the group's entryLabel ('Parent {n}/Guardian {n}'). */
export function entryHeading(context: WidgetContext, buttonId: string, entry: number): string | undefined {
  const group = context.engine.catalogue.groups.find((item) => item.button_id === buttonId);
  return group?.entryLabel?.replaceAll('{n}', String(entry));
}
