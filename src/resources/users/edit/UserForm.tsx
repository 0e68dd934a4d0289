import { Grid, Typography } from '@mui/material';
import { Children, type ReactNode } from 'react';
import { DateInput, SelectInput, SimpleForm, TextArrayInput, useTranslate } from 'react-admin';
import { ACCOUNT_TYPES, GENDERS, userSchema } from '../../../domain/entities/users';
import { TextLimitInput } from '../../common/TextLimitInput';
import { FormLeaveGuard } from '../../common/drafts/FormLeaveGuard';
import { KeepDraftOnSessionEnd } from '../../common/drafts/KeepDraftOnSessionEnd';
import { enumChoices } from '../../common/enumChoices';
import { ListChoiceInput } from '../list/ListChoiceInput';
import { LanguagesInput } from './LanguagesInput';
import { SubcategoryInput } from './SubcategoryInput';
import { validateUserForm } from './userFormValidation';

// Text fields the schema allows empty: keep '' instead of react-admin's default null.
const keepEmpty = (v: string) => v;
// Media links may be absent: an empty input means null.
const emptyIsNull = (v: string) => (v === '' ? null : v);

function Section({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 1 }}>
        {translate(titleKey)}
      </Typography>
      <Grid container columnSpacing={2} sx={{ width: '100%' }}>
        {Children.map(children, (child) => (
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>{child}</Grid>
        ))}
      </Grid>
    </>
  );
}

/**
 * The user's editable profile, validated with the server's own schema. Leaving with changes not
 * saved asks first; a session that ends keeps them (#39.9).
 */
export const UserForm = () => (
  <SimpleForm
    validate={validateUserForm}
    mode="onBlur"
    reValidateMode="onChange"
    warnWhenUnsavedChanges
    WarnWhenUnsavedChangesComponent={FormLeaveGuard}
  >
    <KeepDraftOnSessionEnd />
    <Section titleKey="app.manageUsers.user.sections.identity">
      <TextLimitInput schema={userSchema} source="firstName" isRequired fullWidth />
      <TextLimitInput schema={userSchema} source="lastName" isRequired fullWidth />
      <TextLimitInput schema={userSchema} source="profileName" isRequired fullWidth />
      <TextLimitInput schema={userSchema} source="username" isRequired fullWidth helperText="app.manageUsers.validation.username" />
      <DateInput source="dateOfBirth" isRequired fullWidth />
      <SelectInput source="gender" choices={enumChoices('gender', GENDERS)} isRequired fullWidth />
      <SelectInput source="accountType" choices={enumChoices('accountType', ACCOUNT_TYPES)} isRequired fullWidth />
    </Section>
    <Section titleKey="app.manageUsers.user.sections.contact">
      <TextLimitInput schema={userSchema} source="email" type="email" isRequired fullWidth />
      <TextLimitInput schema={userSchema} source="phone" isRequired fullWidth helperText="app.manageUsers.validation.phone" />
      <ListChoiceInput source="country" list="countries" valueField="code" showValue fullWidth />
      <TextLimitInput schema={userSchema} source="state" parse={keepEmpty} fullWidth />
      <TextLimitInput schema={userSchema} source="city" parse={keepEmpty} fullWidth />
      <TextLimitInput schema={userSchema} source="zip" parse={keepEmpty} fullWidth />
      <TextLimitInput schema={userSchema} source="basedIn" parse={keepEmpty} fullWidth />
      <LanguagesInput source="languages" />
    </Section>
    <Section titleKey="app.manageUsers.user.sections.work">
      <TextLimitInput schema={userSchema} source="occupation" parse={keepEmpty} fullWidth />
      <ListChoiceInput source="category" list="user-categories" valueField="name" fullWidth />
      <SubcategoryInput source="subcategory" />
      <TextArrayInput source="tags" fullWidth />
    </Section>
    <TextLimitInput schema={userSchema} source="bio" parse={keepEmpty} multiline minRows={3} fullWidth />
    <Section titleKey="app.manageUsers.user.sections.media">
      <TextLimitInput schema={userSchema} source="avatarUrl" parse={emptyIsNull} fullWidth />
      <TextLimitInput schema={userSchema} source="introVideoUrl" parse={emptyIsNull} fullWidth />
      <TextLimitInput schema={userSchema} source="musicUrl" parse={emptyIsNull} fullWidth />
    </Section>
  </SimpleForm>
);
