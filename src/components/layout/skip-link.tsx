import Link from '@mui/material/Link';
import { usePartner } from '../../lib/partner';

/** First stop of the keyboard: jump over the header to the page's content. */
export function SkipLink({ target = 'main-content' }: { target?: string }) {
  const { texts } = usePartner();
  return (
    <Link
      href={`#${target}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        borderRadius: 1,
        '&:focus': { top: 8 },
      }}
    >
      {texts.skipToContent}
    </Link>
  );
}
