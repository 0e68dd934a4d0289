import { BooleanInput, DateTimeInput, maxLength, maxValue, minValue, NumberInput, regex, required, SaveButton, SelectInput, SimpleForm, TextInput, Toolbar } from 'react-admin';
import { CategoriesInput } from './CategoriesInput';
import { FormSection } from './FormSection';
import { LanguageInput } from './LanguageInput';
import { MediaUrlsInput } from './MediaUrlsInput';
import { platformChoices } from './quickadChoices';
import { toIsoInstant, validateQuickadSchedule } from './quickadValidation';

const validateTitle = [required(), maxLength(120)];
const validateAge = [required(), minValue(0), maxValue(99)];
const validateLink = [required(), regex(/^https?:\/\/\S+$/, 'app.content.quickads.link_invalid')];
const validateBudget = [required(), minValue(0)];
const validateDate = [required()];

/** Save only: an ad ends by being closed (its applicants keep their history), never deleted. */
const QuickadFormToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/** Every field of a quick ad (the specification's list), in the order a poster thinks of them. */
export const QuickadForm = () => (
  <SimpleForm validate={validateQuickadSchedule} toolbar={<QuickadFormToolbar />} sx={{ maxWidth: 960 }}>
    <FormSection titleKey="app.content.quickads.section_overview">
      <TextInput source="title" validate={validateTitle} className="full" />
      <CategoriesInput />
      <NumberInput source="ageLimit" validate={validateAge} helperText="app.content.quickads.age_limit_hint" min={0} max={99} />
      <TextInput source="websiteLink" type="url" validate={validateLink} />
      <NumberInput source="budget" validate={validateBudget} min={0} step={0.01} />
      <SelectInput source="platform" choices={platformChoices} validate={required()} />
    </FormSection>
    <FormSection titleKey="app.content.quickads.section_brief">
      <TextInput source="brief" multiline minRows={3} className="full" validate={maxLength(5000)} />
      <TextInput source="targetAudience" />
      <TextInput source="mood" />
      <LanguageInput />
      <TextInput source="dialect" />
      <TextInput source="contentUsageRights" helperText="app.content.quickads.usage_rights_hint" />
      <BooleanInput source="swearingAllowed" />
    </FormSection>
    <FormSection titleKey="app.content.quickads.section_schedule">
      <DateTimeInput source="whenToPost" validate={validateDate} parse={toIsoInstant} />
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
