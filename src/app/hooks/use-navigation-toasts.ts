import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useToast } from '../../components/toast/toast-context';
import { toastLabels } from '../../components/toast/toast-labels';
import { readNavigationState } from '../../lib/navigation-state';

/**
 * A successMessage in navigation state shows once as the 'Success Notification' toast,
 * then leaves history state so that Back or a reload does not show it again.
 */
export function useNavigationToasts(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const shown = useRef(new Set<string>());
  const message = readNavigationState(location.state).successMessage;

  useEffect(() => {
    if (!message || shown.current.has(location.key)) return;
    shown.current.add(location.key);
    toast.show({ variant: 'success', label: toastLabels.success, message });
    const { pathname, search, hash, state } = location;
    navigate(
      { pathname, search, hash },
      { replace: true, state: { ...(state as object), successMessage: undefined } },
    );
  }, [message, location, navigate, toast]);
}
