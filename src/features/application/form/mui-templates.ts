/**
 * @rjsf/mui's templates, each from its own module: its `Templates` object also holds
 * BaseInputTemplate and WrapIfAdditionalTemplate, which import MUI's TextField (and with
 * it Select, Menu and Popover). Every catalogue widget is ours, and no schema has
 * additionalProperties, so @rjsf/core's plain versions of those two stand in.
 */
import AddButton from '@rjsf/mui/lib/AddButton/AddButton.js';
import ArrayFieldItemTemplate from '@rjsf/mui/lib/ArrayFieldItemTemplate/ArrayFieldItemTemplate.js';
import ArrayFieldTemplate from '@rjsf/mui/lib/ArrayFieldTemplate/ArrayFieldTemplate.js';
import CyclicSchemaExpandTemplate from '@rjsf/mui/lib/CyclicSchemaExpandTemplate/CyclicSchemaExpandTemplate.js';
import DescriptionField from '@rjsf/mui/lib/DescriptionField/DescriptionField.js';
import ErrorList from '@rjsf/mui/lib/ErrorList/ErrorList.js';
import FieldErrorTemplate from '@rjsf/mui/lib/FieldErrorTemplate/FieldErrorTemplate.js';
import FieldHelpTemplate from '@rjsf/mui/lib/FieldHelpTemplate/FieldHelpTemplate.js';
import FieldTemplate from '@rjsf/mui/lib/FieldTemplate/FieldTemplate.js';
import GridTemplate from '@rjsf/mui/lib/GridTemplate/GridTemplate.js';
import {
  ClearButton,
  CopyButton,
  MoveDownButton,
  MoveUpButton,
  RemoveButton,
} from '@rjsf/mui/lib/IconButton/IconButton.js';
import MultiSchemaFieldTemplate from '@rjsf/mui/lib/MultiSchemaFieldTemplate/MultiSchemaFieldTemplate.js';
import ObjectFieldTemplate from '@rjsf/mui/lib/ObjectFieldTemplate/ObjectFieldTemplate.js';
import OptionalDataControlsTemplate from '@rjsf/mui/lib/OptionalDataControlsTemplate/OptionalDataControlsTemplate.js';
import SubmitButton from '@rjsf/mui/lib/SubmitButton/SubmitButton.js';
import TitleField from '@rjsf/mui/lib/TitleField/TitleField.js';
import type { TemplatesType } from '@rjsf/utils';

export const muiTemplates = {
  ArrayFieldItemTemplate,
  ArrayFieldTemplate,
  CyclicSchemaExpandTemplate,
  ButtonTemplates: {
    AddButton,
    CopyButton,
    MoveDownButton,
    MoveUpButton,
    RemoveButton,
    SubmitButton,
    ClearButton,
  },
  DescriptionFieldTemplate: DescriptionField,
  ErrorListTemplate: ErrorList,
  FieldErrorTemplate,
  FieldHelpTemplate,
  FieldTemplate,
  GridTemplate,
  MultiSchemaFieldTemplate,
  ObjectFieldTemplate,
  OptionalDataControlsTemplate,
  TitleFieldTemplate: TitleField,
} as Partial<TemplatesType>;
