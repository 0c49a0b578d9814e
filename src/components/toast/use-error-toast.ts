import { useCallback } from 'react';
import { errorMessage, UnauthorizedError } from '../../lib/errors';
import { useToast } from './toast-context';

/**
 * A function that shows a failed call as an error toast with the given accessible
 * label (SPEC 8). A 401 shows nothing: the app is already on its way to /login.
 */
export function useErrorToast(label: string): (error: unknown) => void {
  const toast = useToast();
  return useCallback(
    (error: unknown) => {
      if (error instanceof UnauthorizedError) return;
      toast.show({ variant: 'error', label, message: errorMessage(error) });
    },
    [toast, label],
  );
}
