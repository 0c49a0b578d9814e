import AccountCircle from '@mui/icons-material/AccountCircle';
import Button from '@mui/material/Button';
import { useRef, useState } from 'react';
import { lazyComponent, useLazyComponent } from '../../../../ui/lazy';
import { useApplication } from '../state/application-context';

const menu = lazyComponent(() => import('./account-menu').then((module) => module.AccountMenu));

/**
 * The account popover (SPEC 2): an email line and a close button; 'Sign In' and
 * 'Create Account' (carrying the answers) when logged out, the username and
 * 'Log Out' when logged in. Service users never see it. The popover's code
 * (account-menu.tsx, with MUI's Popover) loads when the applicant reaches for the button.
 */
export function AccountPopover({ flush }: { flush: () => Promise<boolean> }) {
  const { snapshot, engine } = useApplication();
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLButtonElement>(null);
  const Menu = useLazyComponent(menu, open);
  if (snapshot.is_service_user) return null;
  return (
    <>
      <Button
        ref={anchor}
        color="inherit"
        variant="outlined"
        startIcon={<AccountCircle />}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        onPointerEnter={menu.prefetch}
        onFocus={menu.prefetch}
      >
        {engine.catalogue.index.messages.account}
      </Button>
      {Menu && <Menu open={open} anchor={anchor.current} onClose={() => setOpen(false)} flush={flush} />}
    </>
  );
}
