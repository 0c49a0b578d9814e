import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { requirementTexts } from '../../../engine/auth/texts';
import { visuallyHidden } from '../../../ui/a11y';

export interface Requirement {
  id: string;
  message: string;
  met: boolean;
}

interface PasswordRequirementsProps {
  id: string;
  requirements: Requirement[];
  /** After a submit or blur, unmet requirements turn into errors. */
  showErrors: boolean;
}

/**
 * The live list of password requirements (SPEC 2): each item says in text, not only
 * by colour or icon, whether the password meets it.
 */
export function PasswordRequirements({ id, requirements, showErrors }: PasswordRequirementsProps) {
  const titleId = `${id}-title`;
  return (
    <Box id={id} sx={{ mt: -1 }}>
      <Typography id={titleId} variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
        {requirementTexts.title}
      </Typography>
      <Box component="ul" aria-labelledby={titleId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {requirements.map((requirement) => {
          const failed = showErrors && !requirement.met;
          const Icon = requirement.met ? CheckCircleIcon : failed ? CancelIcon : RadioButtonUncheckedIcon;
          return (
            <Box
              component="li"
              key={requirement.id}
              data-met={requirement.met}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                py: 0.25,
                typography: 'body2',
                color: requirement.met ? 'success.dark' : failed ? 'error.main' : 'text.secondary',
              }}
            >
              <Icon sx={{ fontSize: '1.125rem' }} />
              <span>{requirement.message}</span>
              <Box component="span" sx={visuallyHidden}>
                {` ${requirement.met ? requirementTexts.met : requirementTexts.notMet}`}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
