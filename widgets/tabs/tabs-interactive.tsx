/**
 * The catalogue's 'tabs' widget (SPEC 4): questions answered one way or another
 * ('Enter my scores' / 'Upload my score report'). Only logged-in applicants switch;
 * switching saves the choice through the injected onTabChange (PUT /api/tabs), then
 * clears the other tab's answers with the engine's switchTab. The chosen tab comes
 * from formContext.state.tabs (GET /api/tabs) or the screen's default.
 *
 * tabs-widget.tsx loads this module on demand (React.lazy): MUI's Tabs only ship with
 * the page that has tabs, not with /about.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { chosenTabs, switchTab } from '../../engine';
import { widgetContext } from '../context';
import { tabsError, uploadBusy, uploadBusyClose, uploadBusyTitle } from './texts';

/** The interactive tabs (loaded on demand: only /education has tabs). */
export default function InteractiveTabs(props: WidgetProps) {
  const { id, name, label } = props;
  const context = widgetContext(props.registry);
  const tabs = context.engine.catalogue.tabs.find((item) => item.tab_id === name);
  const [pending, setPending] = useState<string | null>(null);
  const [blocked, setBlocked] = useState(false);
  if (!tabs) return null;
  const chosen = chosenTabs(context.engine.catalogue, context.state ?? {})[name] ?? tabs.default;
  const busy = Object.values(context.documents?.busy ?? {}).some(Boolean);
  const { messages } = context.engine.catalogue.index;

  const select = async (next: string) => {
    if (next === chosen || pending || !context.isLoggedIn) return;
    if (busy) return setBlocked(true);
    setBlocked(false);
    setPending(next);
    try {
      await context.onTabChange?.(name, next);
      context.commit(switchTab(context.engine.catalogue, context.answers, name, next));
    } catch {
      context.notifyError?.(tabsError(tabs.tabs.find((tab) => tab.id === next)?.label ?? next));
    } finally {
      setPending(null);
    }
  };

  return (
    <Box>
      <Typography id={`${id}-label`} component="div" sx={{ fontWeight: 600, mb: 1 }}>
        {label}
      </Typography>
      <Tabs
        value={chosen}
        aria-labelledby={`${id}-label`}
        onChange={(_event, next: string) => void select(next)}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {tabs.tabs.map((tab, index) => (
          <Tab
            key={tab.id}
            id={index === 0 ? id : `${id}-${tab.id}`}
            value={tab.id}
            label={tab.label}
            disabled={!context.isLoggedIn && tab.id !== chosen}
          />
        ))}
      </Tabs>
      <Box role="status" sx={{ mt: 1, typography: 'body2', '&:empty': { display: 'none' } }}>
        {pending ? messages.tabSaving : ''}
      </Box>
      {!context.isLoggedIn && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {messages.tabLoggedOut}
        </Typography>
      )}
      {/* SPEC 4, 8: no switching while an upload or conversion runs (the tab left would lose it). */}
      <Dialog
        open={blocked}
        onClose={() => setBlocked(false)}
        aria-labelledby={`${id}-busy-title`}
        aria-describedby={`${id}-busy-text`}
      >
        <DialogTitle id={`${id}-busy-title`}>{uploadBusyTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText id={`${id}-busy-text`}>{uploadBusy}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setBlocked(false)}>{uploadBusyClose}</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
