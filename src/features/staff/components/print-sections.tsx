import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import type { PresentedSection } from '../../../../engine/presentation';

/** Where the print page hands its sections to the template (RJSF passes uiSchema through). */
export const PRINT_SECTIONS = 'ui:printSections';

/**
 * The page object of the print view: the catalogue's sections, each a region named by
 * its h3, holding the read-only widgets of its shown questions in catalogue order.
 */
export function PrintSections({ properties, uiSchema, fieldPathId }: ObjectFieldTemplateProps) {
  const sections = (uiSchema?.[PRINT_SECTIONS] ?? []) as PresentedSection[];
  const byName = new Map(properties.map((property) => [property.name, property]));
  const prefix = fieldPathId.$id;
  return (
    <>
      {sections.map((section) => {
        const headingId = `${prefix}-section-${section.id}`;
        return (
          <Box component="section" key={section.id} aria-labelledby={headingId} data-print-section="">
            <Typography
              id={headingId}
              variant="h3"
              sx={{ fontSize: '1.125rem', fontWeight: 700, mt: 3, mb: 1.5 }}
            >
              {section.title}
            </Typography>
            {section.items.map((item) => (
              <Box key={item.key} data-print-item={item.key}>
                {byName.get(item.key)?.content}
              </Box>
            ))}
          </Box>
        );
      })}
    </>
  );
}
