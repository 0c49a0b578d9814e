import ErrorIcon from '@mui/icons-material/Error';
import type { FieldTemplateProps, ObjectFieldTemplateProps } from '@rjsf/utils';
import { type FormEvent, Fragment, type ReactNode, useContext } from 'react';
import type { Section } from '../../../../engine';
import { AddAnother, entryHeading, widgetContext } from '../../../../widgets';
import { useFieldErrors } from '../state/answer-hooks';
import { useApplication } from '../state/application-context';
import { pageClasses as c } from './page-styles';
import { RevealContext } from './reveal';
import { ScoreCodes } from './score-codes';
import { ShownContext } from './shown-context';

/**
 * One question: its anchor (the element with the key as id, for /{page}#{key}),
 * the widget, help text and the errors with an icon. Widgets point aria-describedby
 * at the ids used here.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, children, rawHelp, rawDescription, hidden, fieldPathId, schema } = props;
  const key = fieldPathId.path[fieldPathId.path.length - 1];
  // The errors of the validating status, from the store: they change without RJSF re-rendering.
  const rawErrors = useFieldErrors(typeof key === 'string' ? key : '');
  if (typeof key !== 'string' || schema.type === 'object') return children;
  if (hidden) return <div hidden>{children}</div>;
  const errors = [...new Set(rawErrors)];
  return (
    <div id={key} className={c.question}>
      {children}
      {rawDescription && (
        <p id={`${id}__description`} className={c.description}>
          {rawDescription}
        </p>
      )}
      {rawHelp && (
        <p id={`${id}__help`} className={c.help}>
          {rawHelp}
        </p>
      )}
      {errors.length > 0 && (
        <ul id={`${id}__error`} className={c.errors}>
          {errors.map((message) => (
            <li key={message} className={c.error}>
              <ErrorIcon fontSize="small" aria-hidden="true" />
              <span>{message}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Enter in a section's only text field would submit its form: answers are saved, never posted. */
function keepPage(event: FormEvent) {
  event.preventDefault();
}

/**
 * The page: its catalogue sections, each a landmark named by its h2; the entries of
 * an add-another group under their labels, with the Add Another button after the last.
 * Only the first questions the page reveals so far are rendered (reveal.ts).
 */
export function SectionsTemplate(props: ObjectFieldTemplateProps) {
  const { uiSchema, registry } = props;
  const { engine, busy } = useApplication();
  const revealed = useContext(RevealContext);
  // RJSF has every question of the page: those shown now (ShownContext) are rendered.
  const shownNow = useContext(ShownContext);
  const properties = shownNow
    ? props.properties.filter((property) => shownNow.shown.has(property.name))
    : props.properties;
  const context = widgetContext(registry);
  const sections = (uiSchema?.['ui:sections'] ?? []) as Section[];
  const groups = engine.catalogue.groups;
  const byName = new Map(properties.map((property) => [property.name, property]));
  const placed = new Set<string>();

  const renderSection = (section: Section) => {
    const all = section.fields.filter((key) => byName.has(key));
    // Those the page reveals so far, counting the keys placed before this section.
    const keys = all.slice(0, Math.max(0, revealed - placed.size));
    if (keys.filter((key) => !byName.get(key)?.hidden).length === 0) {
      for (const key of keys) placed.add(key);
      return null;
    }
    const headingId = `section-${section.id}`;
    const items: ReactNode[] = [];
    let entrySeen = '';
    keys.forEach((key, index) => {
      placed.add(key);
      const question = engine.catalogue.questions.get(key);
      const group = question?.group && groups.find((item) => item.button_id === question.group?.id);
      if (group && question?.group && `${group.button_id}:${question.group.entry}` !== entrySeen) {
        entrySeen = `${group.button_id}:${question.group.entry}`;
        const entryLabel = entryHeading(context, group.button_id, question.group.entry);
        if (entryLabel)
          items.push(
            <h3 key={`entry-${entrySeen}`} className={c.entryTitle}>
              {entryLabel}
            </h3>,
          );
      }
      items.push(<Fragment key={key}>{byName.get(key)?.content}</Fragment>);
      const next = all[index + 1];
      const nextGroup = next === undefined ? undefined : engine.catalogue.questions.get(next)?.group?.id;
      if (group && nextGroup !== group.button_id)
        items.push(
          <AddAnother
            key={`add-${group.button_id}`}
            buttonId={group.button_id}
            context={context}
            disabled={busy}
          />,
        );
    });
    return (
      <section key={section.id} aria-labelledby={headingId} className={c.section}>
        <h2
          id={headingId}
          className={section.description ? `${c.sectionTitle} ${c.describedTitle}` : c.sectionTitle}
        >
          {section.title}
        </h2>
        {section.description && <p className={c.sectionDescription}>{section.description}</p>}
        {section.scoreCodes && <ScoreCodes tests={section.scoreCodes} catalogue={engine.catalogue} />}
        {/* A form per section: Chromium's autofill reads the whole form of a field on every
            keystroke (every field of the page when there is none); a section's fields still
            autofill together. */}
        <form noValidate onSubmit={keepPage}>
          {items}
        </form>
      </section>
    );
  };

  const rendered = sections.map(renderSection);
  const rest =
    placed.size < revealed
      ? properties.filter((property) => !sections.some((section) => section.fields.includes(property.name)))
      : [];
  return (
    <>
      {rendered}
      {rest.map((property) => (
        <Fragment key={property.name}>{placed.has(property.name) ? null : property.content}</Fragment>
      ))}
    </>
  );
}
