import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

interface PageFooterProps {
  partnerName: string;
  helpEmail: string;
  phone: string;
}

/** The contact line every page ends with; the Help and Privacy dialogs join it later. */
export function PageFooter({ partnerName, helpEmail, phone }: PageFooterProps) {
  const year = new Date().getFullYear();
  return (
    <Box component="footer" aria-label="Contact and help" sx={{ py: 3, color: 'text.secondary' }}>
      <Container maxWidth="lg" sx={{ textAlign: 'center' }}>
        <Typography variant="body2">
          Need help? Email{' '}
          <Link href={`mailto:${helpEmail}`} sx={{ whiteSpace: 'nowrap' }}>
            {helpEmail}
          </Link>{' '}
          or call{' '}
          <Link href={`tel:${phone.replace(/[^0-9+]/g, '')}`} sx={{ whiteSpace: 'nowrap' }}>
            {phone}
          </Link>
          .
        </Typography>
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          © {year} {partnerName}
        </Typography>
      </Container>
    </Box>
  );
}
