/**
 * The catalogue as shipped: every JSON file of schemas/ and each known partner's
 * settings and overlay, imported statically (JSON imports work in Vite and tsx alike).
 * Adding an option list or a partner means adding its import here; the catalogue
 * checker reports a list that exists on disk but is missing here.
 */
import demoOverlay from '../../partners/demo/catalogue.json';
import demoSettings from '../../partners/demo/partner.json';
import aboutSchema from '../../schemas/about.schema.json';
import aboutUi from '../../schemas/about.ui.json';
import index from '../../schemas/catalogue.json';
import dataModel from '../../schemas/data-model.json';
import educationSchema from '../../schemas/education.schema.json';
import educationUi from '../../schemas/education.ui.json';
import finalStepsSchema from '../../schemas/final-steps.schema.json';
import finalStepsUi from '../../schemas/final-steps.ui.json';
import citizenshipTypes from '../../schemas/options/citizenshipTypes.json';
import communicationPreferences from '../../schemas/options/communicationPreferences.json';
import concentrationsBiology from '../../schemas/options/concentrationsBiology.json';
import concentrationsBusiness from '../../schemas/options/concentrationsBusiness.json';
import concentrationsEngineering from '../../schemas/options/concentrationsEngineering.json';
import concentrationsMusic from '../../schemas/options/concentrationsMusic.json';
import concentrationsPsychology from '../../schemas/options/concentrationsPsychology.json';
import countries from '../../schemas/options/countries.json';
import countriesNoUsa from '../../schemas/options/countriesNoUsa.json';
import educationLevels from '../../schemas/options/educationLevels.json';
import entryTerms from '../../schemas/options/entryTerms.json';
import gender from '../../schemas/options/gender.json';
import gpaScales from '../../schemas/options/gpaScales.json';
import legacyRelationships from '../../schemas/options/legacyRelationships.json';
import majors from '../../schemas/options/majors.json';
import militaryBranches from '../../schemas/options/militaryBranches.json';
import months from '../../schemas/options/months.json';
import namePrefixes from '../../schemas/options/namePrefixes.json';
import parentRelationships from '../../schemas/options/parentRelationships.json';
import phoneTypes from '../../schemas/options/phoneTypes.json';
import religions from '../../schemas/options/religions.json';
import stateAndProvince from '../../schemas/options/stateAndProvince.json';
import testStatus from '../../schemas/options/testStatus.json';
import visaStatuses from '../../schemas/options/visaStatuses.json';
import yesNo from '../../schemas/options/yesNo.json';
import aboutRules from '../../schemas/rules/about.rules.json';
import educationRules from '../../schemas/rules/education.rules.json';
import finalStepsRules from '../../schemas/rules/final-steps.rules.json';
import type { CatalogueSources } from './types';

/** The known partners, by id. */
export const PARTNER_IDS = ['demo'] as const;

/** The base catalogue and every known partner, ready for loadCatalogue. */
export const catalogueSources = {
  index,
  dataModel,
  pages: {
    about: { schema: aboutSchema, ui: aboutUi, rules: aboutRules },
    education: { schema: educationSchema, ui: educationUi, rules: educationRules },
    'final-steps': { schema: finalStepsSchema, ui: finalStepsUi, rules: finalStepsRules },
  },
  options: {
    citizenshipTypes,
    communicationPreferences,
    concentrationsBiology,
    concentrationsBusiness,
    concentrationsEngineering,
    concentrationsMusic,
    concentrationsPsychology,
    countries,
    countriesNoUsa,
    educationLevels,
    entryTerms,
    gender,
    gpaScales,
    legacyRelationships,
    majors,
    militaryBranches,
    months,
    namePrefixes,
    parentRelationships,
    phoneTypes,
    religions,
    stateAndProvince,
    testStatus,
    visaStatuses,
    yesNo,
  },
  partners: {
    demo: { settings: demoSettings, overlay: demoOverlay },
  },
} as unknown as CatalogueSources;
