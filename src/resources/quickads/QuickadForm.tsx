import {
  BooleanInput,
  DateTimeInput,
  maxValue,
  minValue,
  NumberInput,
  regex,
  required,
  SaveButton,
  SelectInput,
  SimpleForm,
  Toolbar,
} from 'react-admin';
import { quickadSchema } from '../../domain/entities/quickads';
import { TextLimitInput } from '../common/TextLimitInput';
import { FormLeaveGuard } from '../common/drafts/FormLeaveGuard';
import { KeepDraftOnSessionEnd } from '../common/drafts/KeepDraftOnSessionEnd';
import { CategoriesInput } from './CategoriesInput';
import { FormSection } from './FormSection';
import { LanguageInput } from './LanguageInput';
import { MediaUrlsInput } from './MediaUrlsInput';
import { platformChoices } from './quickadChoices';
import { postedByDueDate, toIsoInstant } from './quickadValidation';

const validateTitle = [required()];
const validateAge = [required(), minValue(0), maxValue(99)];
const validateLink = [required(), regex(/^https?:\/\/\S+$/, 'app.content.quickads.link_invalid')];
const validateBudget = [required(), minValue(0)];
const validateDate = [required()];
const validateWhenToPost = [required(), postedByDueDate];

/** Save only: an ad ends by being closed (its applicants keep their history), never deleted. */
const QuickadFormToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/**
 * Every field of a quick ad (the specification's list), in the order a poster thinks of them.
 * Leaving with changes not saved asks first; a session that ends keeps them (#39.9).
 */
export const QuickadForm = () => (
  <SimpleForm
    toolbar={<QuickadFormToolbar />}
    sx={{ maxWidth: 960 }}
    warnWhenUnsavedChanges
    WarnWhenUnsavedChangesComponent={FormLeaveGuard}
  >
    <KeepDraftOnSessionEnd />
    <FormSection titleKey="app.content.quickads.section_overview">
      <TextLimitInput schema={quickadSchema} source="title" validate={validateTitle} className="full" />
      <CategoriesInput />
      <NumberInput source="ageLimit" validate={validateAge} helperText="app.content.quickads.age_limit_hint" min={0} max={99} />
      <TextLimitInput schema={quickadSchema} source="websiteLink" type="url" validate={validateLink} />
      <NumberInput source="budget" validate={validateBudget} min={0} step={0.01} />
      <SelectInput source="platform" choices={platformChoices} validate={required()} />
    </FormSection>
    <FormSection titleKey="app.content.quickads.section_brief">
      <TextLimitInput schema={quickadSchema} source="brief" multiline minRows={3} className="full" />
      <TextLimitInput schema={quickadSchema} source="targetAudience" />
      <TextLimitInput schema={quickadSchema} source="mood" />
      <LanguageInput />
      <TextLimitInput schema={quickadSchema} source="dialect" />
      <TextLimitInput schema={quickadSchema} source="contentUsageRights" helperText="app.content.quickads.usage_rights_hint" />
      <BooleanInput source="swearingAllowed" />
    </FormSection>
    <FormSection titleKey="app.content.quickads.section_schedule">
      <DateTimeInput source="whenToPost" validate={validateWhenToPost} parse={toIsoInstant} />
      <DateTimeInput source="dueDate" validate={validateDate} parse={toIsoInstant} />
    </FormSection>
    <FormSection titleKey="app.content.quickads.section_disclosures">
      <BooleanInput source="disclosures.cannabis" />
      <BooleanInput source="disclosures.cbd" />
      <BooleanInput source="disclosures.politicalPromotion" />
    </FormSection>
    <MediaUrlsInput />
  </SimpleForm>
);
