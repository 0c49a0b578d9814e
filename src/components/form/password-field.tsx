import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import { cardTexts } from '../../../engine/auth/texts';
import { fillMessage } from '../../../engine/catalogue/messages';
import { FormField, type FormFieldProps } from './form-field';

/** A password input with a show/hide toggle, so a phone user can check what they typed. */
export function PasswordField(props: Omit<FormFieldProps, 'type' | 'endAdornment'>) {
  const [visible, setVisible] = useState(false);
  const toggle = (
    <InputAdornment position="end">
      <IconButton
        aria-label={fillMessage(cardTexts.showPassword, { label: props.label.toLowerCase() })}
        aria-pressed={visible}
        onClick={() => setVisible((shown) => !shown)}
        edge="end"
      >
        {visible ? <VisibilityOff /> : <Visibility />}
      </IconButton>
    </InputAdornment>
  );
  return <FormField {...props} type={visible ? 'text' : 'password'} endAdornment={toggle} />;
}
