/**
 * What the autocomplete's two stages share: its settings from the catalogue, the
 * manual-entry rule and note. Each renders its outlined combobox input: the light stage
 * /about loads natively (widgets/shared/field.tsx), the interactive stage MUI's
 * (autocomplete-input.tsx), which look and read (a combobox, the same label, help and
 * errors) exactly alike.
 */
import type { WidgetProps } from '@rjsf/utils';
import type { CatalogueIndex } from '../../engine/catalogue/types';
import { widgetContext } from '../context';
import { fieldClasses } from '../shared/field-styles';
import { manualEntryNote } from './texts';

/** The lookup category, the key the chosen record's id goes to, and the stored answer. */
export function autocompleteSettings(props: WidgetProps) {
  const context = widgetContext(props.registry);
  const rule = context.engine.catalogue.pages
    .flatMap((page) => page.rules.autocompletes)
    .find((item) => item.key === props.name);
  return {
    context,
    category: String(props.options.category ?? rule?.category ?? ''),
    idKey: (props.options.idKey as string | undefined) ?? rule?.idKey,
    stored: String(props.value ?? ''),
    noteId: `${props.id}__manual`,
  };
}

/**
 * The manual-entry note shows once the answer is the applicant's own text: they kept
 * it with 'Use: "x"' (typedByApplicant), or no record id was stored beside it.
 */
export function showsManualNote(
  settings: ReturnType<typeof autocompleteSettings>,
  typedByApplicant: boolean,
) {
  const { stored, idKey, context } = settings;
  return stored !== '' && (typedByApplicant || (idKey !== undefined && !context.answers[idKey]));
}

export function ManualEntryNote({
  id,
  category,
  messages,
}: {
  id: string;
  category: string;
  messages: CatalogueIndex['messages'];
}) {
  return (
    <p id={id} className={fieldClasses.helper}>
      {manualEntryNote(messages, category)}
    </p>
  );
}
