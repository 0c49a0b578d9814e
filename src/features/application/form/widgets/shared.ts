import type { WidgetProps } from '@rjsf/utils';

/** The ids a field's input is described by: its error list, description and help, when present. */
export function describedBy(
  props: Pick<WidgetProps, 'id' | 'rawErrors' | 'uiSchema' | 'schema'>,
): string | undefined {
  const ids: string[] = [];
  if ((props.rawErrors?.length ?? 0) > 0) ids.push(`${props.id}__error`);
  if (props.schema.description) ids.push(`${props.id}__description`);
  if (props.uiSchema?.['ui:help']) ids.push(`${props.id}__help`);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export function hasErrors(rawErrors: string[] | undefined): boolean {
  return (rawErrors?.length ?? 0) > 0;
}

/** The catalogue's widget name of a field (RJSF resolves ui:widget to a component before the widget sees it). */
export function widgetName(props: Pick<WidgetProps, 'uiSchema'>): string {
  const name = props.uiSchema?.['ui:widget'];
  return typeof name === 'string' ? name : 'text';
}

/** A string value (RJSF hands undefined for an empty field). */
export function text(value: unknown): string {
  return typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
}
