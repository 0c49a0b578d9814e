import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { PartnerLogoInfo } from '../../lib/partner';
import { PageWidth } from './page-width';
import { PartnerLogo } from './partner-logo';

interface PageHeaderProps {
  partnerName: string;
  applicationTitle: string;
  /** The partner's logo, shown in place of its name. */
  logo?: PartnerLogoInfo;
  /** Account actions on the right (sign in, log out...). */
  actions?: ReactNode;
}

/** The banner: the partner's logo (or its name) and the application's title on the partner's primary colour. */
export function PageHeader({ partnerName, applicationTitle, logo, actions }: PageHeaderProps) {
  return (
    <Box
      component="header"
      aria-label={partnerName}
      sx={{
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        borderBottom: 4,
        borderColor: 'accent.main',
        // The primary-coloured focus ring would vanish on the primary background.
        '& .Mui-focusVisible, & a:focus-visible': { outlineColor: (theme) => theme.palette.accent.main },
      }}
    >
      <PageWidth
        maxWidth="lg"
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 2,
          py: { xs: 1.5, sm: 2 },
        }}
      >
        <div>
          {logo ? (
            <Box sx={{ mb: 0.5 }}>
              <PartnerLogo logo={logo} />
            </Box>
          ) : (
            <Typography component="p" sx={{ fontWeight: 700, fontSize: { xs: '1.125rem', sm: '1.375rem' } }}>
              {partnerName}
            </Typography>
          )}
          <Typography component="p" variant="body2">
            {applicationTitle}
          </Typography>
        </div>
        {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>}
      </PageWidth>
    </Box>
  );
}
