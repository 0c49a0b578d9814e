/**
 * Where the applicant reports test scores: the partner's SAT and ACT codes and the test
 * boards' pages on sending official scores (partner.json `<test>_code` and `links.<test>`),
 * for the tests a section lists in its catalogue `scoreCodes`. Texts are the catalogue's.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type Catalogue, fillMessage } from '../../../../engine';
import { usePartner } from '../../../lib/partner';

export function ScoreCodes({ tests, catalogue }: { tests: string[]; catalogue: Catalogue }) {
  const partner = usePartner() as ReturnType<typeof usePartner> & Record<string, unknown>;
  const { messages } = catalogue.index;
  const shown = tests
    .map((test) => ({
      test,
      name: test.toUpperCase(),
      code: partner[`${test}_code`],
      link: (partner.links as Record<string, unknown>)[test],
    }))
    .filter((item) => typeof item.code === 'string' || typeof item.link === 'string');
  if (shown.length === 0) return null;
  return (
    <Box component="ul" data-score-codes="" sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}>
      {shown.map((item) => (
        <Typography component="li" key={item.test} sx={{ mb: 0.5 }}>
          {typeof item.code === 'string' &&
            fillMessage(messages.scoreCode, { test: item.name, partner: partner.name, code: item.code })}{' '}
          {typeof item.link === 'string' && (
            <Link href={item.link} target="_blank" rel="noopener noreferrer">
              {fillMessage(messages.scoreLink, { test: item.name })}
            </Link>
          )}
        </Typography>
      ))}
    </Box>
  );
}
