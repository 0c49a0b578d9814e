/**
 * The catalogue's 'fileUpload' widget (SPEC 4, 5, 8): the stored document with its
 * name, size and a confirmed delete, or a Choose file button; the engine's checkFile
 * runs before any upload; anonymous applicants are told to create an account first.
 * The upload itself (presigned POST, conversion polling, the answer set to 'ANSWERED'
 * or cleared) is the injected formContext.documents; this widget shows its progress
 * and, on failure, the toast and the message inline: its own upload's, or that of a
 * conversion the provider resumed after a reload (`failed`, shown once then dismissed).
 */
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import type { WidgetProps } from '@rjsf/utils';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { checkFile, fileRules, interfaceTexts, toastLabels } from '../../engine';
import { inputA11y, visuallyHidden } from '../../ui/a11y';
import { type DocumentsApi, widgetContext } from '../context';
import { withReadOnly } from '../shared/read-only-widget';
import { StoredDocument } from './stored-document';

export { fileSize } from './file-size';

export const uploadError = toastLabels.upload;
const FALLBACK_ERROR = interfaceTexts.generic;

/** What a documents provider may add: a conversion resumed after a reload that failed, to show once. */
interface ResumedFailures {
  failed?: Record<string, { message: string } | undefined>;
  dismissFailure?: (key: string) => void;
}

/** After the control that had focus was replaced, focus its successor instead of the page. */
function keepFocus(target: HTMLElement | null, within: HTMLElement | null) {
  const active = document.activeElement;
  if (!target || (active && active !== document.body && !within?.contains(active))) return;
  target.focus();
}

function InteractiveFileUpload(props: WidgetProps) {
  const { id, name, label, rawErrors } = props;
  const context = widgetContext(props.registry);
  const { messages } = context.engine.catalogue.index;
  const documents: (DocumentsApi & ResumedFailures) | undefined = context.documents;
  const [errors, setErrors] = useState<string[]>([]);
  const [pending, setPending] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const root = useRef<HTMLFieldSetElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const stored = documents?.stored[name];
  const busy = pending || (documents?.busy?.[name] ?? false);
  const rules = fileRules(context.engine.catalogue);
  const accept = rules.types.map((type) => `.${type}`).join(',');
  const errorId = `${id}__file-errors`;
  const a11y = inputA11y(id, [...(rawErrors ?? []), ...errors], errors.length > 0 ? [errorId] : []);

  const fail = (error: unknown) => {
    setErrors([error instanceof Error && error.message ? error.message : FALLBACK_ERROR]);
    context.notifyError?.(uploadError(label));
  };
  // A resumed conversion's failure: shown like an upload's, once, then handed back.
  const failure = documents?.failed?.[name];
  const failRef = useRef(fail);
  failRef.current = fail;
  const dismissRef = useRef(documents?.dismissFailure);
  dismissRef.current = documents?.dismissFailure;
  const shownFailure = useRef<unknown>(undefined);
  useEffect(() => {
    if (!failure || shownFailure.current === failure) return;
    shownFailure.current = failure;
    failRef.current(new Error(failure.message));
    dismissRef.current?.(name);
  }, [failure, name]);
  // Focus moves once React has shown the control that replaced the one used.
  const focusLater = (target: { current: HTMLElement | null }) =>
    requestAnimationFrame(() => keepFocus(target.current, root.current));

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !documents) return;
    const problems = checkFile(context.engine.catalogue, file);
    setErrors(problems);
    if (problems.length > 0) {
      if (props.value) props.onChange('');
      return;
    }
    setPending(true);
    try {
      await documents.upload(name, file);
      focusLater(deleteButton);
    } catch (error) {
      fail(error);
      focusLater(chooseButton);
    } finally {
      setPending(false);
    }
  };
  const remove = async () => {
    setErrors([]);
    setPending(true);
    try {
      await documents?.remove(name);
      focusLater(chooseButton);
    } catch (error) {
      fail(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <Box component="fieldset" ref={root} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 600, mb: 1, p: 0 }}>
        {label}
      </Typography>
      {!context.isLoggedIn ? (
        <Typography id={id} variant="body2">
          {messages.uploadLoggedOut}
        </Typography>
      ) : busy ? (
        <Box role="status" id={id} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <CircularProgress size="0.8rem" aria-hidden />
          {messages.uploading}
        </Box>
      ) : stored ? (
        <StoredDocument
          id={id}
          messages={messages}
          document={stored}
          deleteRef={deleteButton}
          describedBy={a11y['aria-describedby']}
          onDelete={() => void remove()}
        />
      ) : (
        <>
          {/* A real button opens the hidden input: no label wrapping a control (axe nested-interactive). */}
          <Button
            id={id}
            ref={chooseButton}
            variant="outlined"
            startIcon={<UploadFileIcon aria-hidden />}
            onClick={() => input.current?.click()}
            disabled={props.disabled || props.readonly}
            {...a11y}
          >
            {messages.chooseFile}
          </Button>
          <input
            ref={input}
            type="file"
            accept={accept}
            style={visuallyHidden}
            tabIndex={-1}
            aria-hidden
            data-testid={`${id}-input`}
            onChange={(event) => void pick(event)}
          />
        </>
      )}
      <Box id={errorId} role="alert" sx={{ '&:empty': { display: 'none' } }}>
        {errors.map((message) => (
          <FormHelperText key={message} error sx={{ mx: 0 }}>
            {message}
          </FormHelperText>
        ))}
      </Box>
    </Box>
  );
}

/** File upload, or the attached-document note in the staff view. */
export const FileUploadWidget = withReadOnly(InteractiveFileUpload);
