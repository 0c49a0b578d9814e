import Box from '@mui/material/Box';
import type { PartnerLogoInfo } from '../../lib/partner';

/**
 * The partner's logo on a white plate, so a logo drawn for white paper reads on any
 * header colour. Always an <img> (never the SVG's markup in the page): the image runs
 * no script and loads nothing, whatever the file holds. Its alt text names the partner.
 */
export function PartnerLogo({ logo, height = 48 }: { logo: PartnerLogoInfo; height?: number }) {
  return (
    <Box
      sx={{
        display: 'inline-flex',
        bgcolor: '#ffffff',
        borderRadius: 1,
        p: 0.75,
        lineHeight: 0,
        maxWidth: '100%',
      }}
    >
      <Box
        component="img"
        src={logo.url}
        alt={logo.alt}
        sx={{ display: 'block', height, width: 'auto', maxWidth: '100%', objectFit: 'contain' }}
      />
    </Box>
  );
}
