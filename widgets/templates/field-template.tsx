/**
 * The field wrapper. In the staff view it renders the widget's read-only variant
 * alone (no help, no error list: SPEC 1's print layout). Otherwise it is the MUI
 * theme's FieldTemplate, plus the add-another scaffolding the catalogue implies: the
 * entry heading ('Parent 2/Guardian 2') before an entry's first shown question and
 * the 'Add Another' button after the last shown question of the last entry.
 */
import Typography from '@mui/material/Typography';
// The module, not @rjsf/mui's Templates object (that imports TextField for BaseInputTemplate).
import MuiFieldTemplateModule from '@rjsf/mui/lib/FieldTemplate/FieldTemplate.js';
import type { FieldTemplateProps } from '@rjsf/utils';
import { AddAnother, entryHeading } from '../add-another/add-another';
import { type WidgetContext, widgetContext } from '../context';
import { visibleKeys } from '../shared/visible';

const MuiFieldTemplate = MuiFieldTemplateModule as (props: FieldTemplateProps) => React.JSX.Element;

/** Where a key sits in its add-another group: first or last shown key of its entry. */
function groupPlace(context: WidgetContext, key: string) {
  const question = context.engine.catalogue.questions.get(key);
  if (!question?.group) return undefined;
  const { id, entry } = question.group;
  const visible = visibleKeys(context);
  const shown = [...context.engine.catalogue.questions.values()]
    .filter((item) => item.group?.id === id && item.group.entry === entry && visible.has(item.key))
    .map((item) => item.key);
  return { id, entry, first: shown[0] === key, last: shown[shown.length - 1] === key };
}

/** RJSF FieldTemplate for the catalogue's pages. */
export function FieldTemplate(props: FieldTemplateProps) {
  const context = widgetContext(props.registry);
  const key = String(props.fieldPathId.path[props.fieldPathId.path.length - 1] ?? '');
  if (props.hidden) return <div style={{ display: 'none' }}>{props.children}</div>;
  if (context.readOnlyView) {
    return <div className={props.classNames}>{props.children}</div>;
  }
  const place = key ? groupPlace(context, key) : undefined;
  const heading = place?.first ? entryHeading(context, place.id, place.entry) : undefined;
  const lastEntry =
    place && visibleKeys(context).size > 0 ? isLastEntry(context, place.id, place.entry) : false;
  return (
    <>
      {heading && (
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mt: 2 }}>
          {heading}
        </Typography>
      )}
      <MuiFieldTemplate {...props} />
      {place?.last && lastEntry && <AddAnother buttonId={place.id} context={context} />}
    </>
  );
}

function isLastEntry(context: WidgetContext, buttonId: string, entry: number): boolean {
  const visible = visibleKeys(context);
  return ![...context.engine.catalogue.questions.values()].some(
    (item) => item.group?.id === buttonId && item.group.entry > entry && visible.has(item.key),
  );
}
