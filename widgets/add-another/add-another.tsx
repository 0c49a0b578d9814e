/**
 * Add another (SPEC 4): the entries of a group show up to the stored count; the
 * 'Add Another' button (its text the catalogue's messages.addAnother) shows only to
 * logged-in applicants below the group's maximum and asks the injected onAddAnother
 * (PUT /api/add-another) for one more entry. The one button of the form pages, the
 * stories and the widget tests; the staff view never shows it.
 */
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { entryCounts, fillMessage, toastLabels } from '../../engine';
import type { WidgetContext } from '../context';

export const addAnotherError = toastLabels.addAnother;

export interface AddAnotherProps {
  buttonId: string;
  context: WidgetContext;
  /** Another action is running (the form page saving or navigating). */
  disabled?: boolean;
}

/** The 'Add Another' button of a group, or nothing when it may not be pressed. */
export function AddAnother({ buttonId, context, disabled = false }: AddAnotherProps) {
  const [pending, setPending] = useState(false);
  const group = context.engine.catalogue.groups.find((item) => item.button_id === buttonId);
  if (!group || context.readOnlyView || !context.isLoggedIn) return null;
  const count = entryCounts(context.engine.catalogue, context.state ?? {})[buttonId] ?? 1;
  if (count >= group.max) return null;
  const text = context.engine.catalogue.index.messages.addAnother;
  const press = async () => {
    setPending(true);
    try {
      await context.onAddAnother?.(buttonId, count + 1);
    } catch (error) {
      context.notifyError?.(addAnotherError(buttonId), error);
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      variant="outlined"
      onClick={() => void press()}
      disabled={pending || disabled}
      aria-busy={pending}
      startIcon={pending ? <CircularProgress size="0.8rem" aria-hidden /> : undefined}
      aria-label={group.buttonLabel ? `${text}: ${group.buttonLabel}` : undefined}
      data-add-another={buttonId}
      sx={{ my: 1 }}
    >
      {text}
    </Button>
  );
}

/** The heading of entry n, from the group's entryLabel ('Parent {n}/Guardian {n}'). */
export function entryHeading(context: WidgetContext, buttonId: string, entry: number): string | undefined {
  const group = context.engine.catalogue.groups.find((item) => item.button_id === buttonId);
  return group?.entryLabel && fillMessage(group.entryLabel, { n: entry });
}
