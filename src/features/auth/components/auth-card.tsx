import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PAGE_TITLE_ID } from '../../../components/layout/page-shell';
import { usePartner } from '../../../lib/partner';
import { useDocumentTitle } from '../../../lib/use-document-title';

interface AuthCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Links to the other cards, under a divider. */
  footer?: ReactNode;
}

/** The frame of every account card: the page's h1, a short description, the form, links onwards. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  const partner = usePartner();
  useDocumentTitle(`${title} | ${partner.name}`);
  return (
    <Paper
      elevation={0}
      sx={{
        width: '100%',
        maxWidth: 460,
        p: { xs: 3, sm: 5 },
        border: 1,
        borderColor: 'divider',
        borderTop: 4,
        borderTopColor: 'primary.main',
        boxShadow: '0 8px 24px rgba(16, 24, 40, 0.08)',
      }}
    >
      <Typography variant="h1" id={PAGE_TITLE_ID} sx={{ mb: 1 }}>
        {title}
      </Typography>
      {description && (
        <Typography color="text.secondary" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
          {description}
        </Typography>
      )}
      {children}
      {footer && (
        <Box
          sx={{
            mt: 3,
            pt: 3,
            borderTop: 1,
            borderColor: 'divider',
            textAlign: 'center',
            display: 'grid',
            gap: 1,
            typography: 'body2',
          }}
        >
          {footer}
        </Box>
      )}
    </Paper>
  );
}
