import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Fragment, useEffect, useId, useRef } from 'react';
import { alternativeKeys, type Catalogue, fillMessage, type MissingQuestion } from '../../../../engine';
import { RouterLink } from '../../../components/router-link';

interface SummaryGroup {
  pageId: string;
  title: string;
  path: string;
  items: { key: string; label: string; either: { key: string; label: string }[] }[];
}

function titleOf(catalogue: Catalogue, key: string): string {
  return catalogue.questions.get(key)?.schema.title ?? key;
}

/** The missing questions grouped by page, in catalogue order, each with its question's title. */
export function groupMissing(catalogue: Catalogue, missing: MissingQuestion[]): SummaryGroup[] {
  return catalogue.pages
    .map((page) => ({
      pageId: page.id,
      title: page.title,
      path: page.path,
      items: missing
        .filter((item) => item.page === page.id)
        .map((item) => ({
          key: item.key,
          label: titleOf(catalogue, item.key),
          // "Either a home or cell phone": any of the questions answers it, so each gets a link.
          either: alternativeKeys(catalogue, item.key).map((key) => ({
            key,
            label: titleOf(catalogue, key),
          })),
        })),
    }))
    .filter((group) => group.items.length > 0);
}

interface SummaryProps {
  catalogue: Catalogue;
  missing: MissingQuestion[];
  /** Changes when the summary should take focus (after a submit that found gaps). */
  focusSignal: number;
}

/**
 * The validation summary (SPEC 2): links to each missing answer at /{page}#{key},
 * grouped by page. Rendered only when there is something missing. Its texts are the
 * catalogue's summary* messages.
 */
export function ValidationSummary({ catalogue, missing, focusSignal }: SummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => {
    if (focusSignal === 0) return;
    ref.current?.focus();
    ref.current?.scrollIntoView?.({ block: 'start' });
  }, [focusSignal]);
  if (missing.length === 0) return null;
  const groups = groupMissing(catalogue, missing);
  const { messages } = catalogue.index;
  return (
    <Alert
      ref={ref}
      severity="error"
      tabIndex={-1}
      role="region"
      aria-labelledby={titleId}
      sx={{ mb: 3, '&:focus-visible': { outline: 3, outlineColor: 'error.main' } }}
    >
      <AlertTitle id={titleId} component="h2" sx={{ fontSize: '1.125rem', fontWeight: 700 }}>
        {messages.summaryTitle}
      </AlertTitle>
      <Typography sx={{ mb: 1 }}>{messages.summaryIntro}</Typography>
      {groups.map((group) => (
        <section key={group.pageId} aria-label={fillMessage(messages.summaryPage, { page: group.title })}>
          <Typography component="h3" sx={{ fontWeight: 700, mt: 1 }}>
            {group.title}
          </Typography>
          <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
            {group.items.map((item) => (
              <li key={item.key}>
                {[item, ...item.either].map((link, index) => (
                  <Fragment key={link.key}>
                    {index > 0 && messages.summaryEither}
                    <Link
                      component={RouterLink}
                      to={{ pathname: group.path, hash: link.key }}
                      sx={{ color: 'inherit' }}
                    >
                      {link.label}
                    </Link>
                  </Fragment>
                ))}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Alert>
  );
}
