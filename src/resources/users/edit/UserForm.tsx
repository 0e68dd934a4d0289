import { Grid, Typography } from '@mui/material';
import { Children, type ReactNode } from 'react';
import { DateInput, SelectInput, SimpleForm, TextArrayInput, TextInput, useTranslate } from 'react-admin';
import { ACCOUNT_TYPES, GENDERS } from '../../../domain/entities/users';
import { enumChoices } from '../shared/enumChoices';
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
        {Children.map(children, (child) => <Grid size={{ xs: 12, sm: 6, md: 4 }}>{child}</Grid>)}
      </Grid>
    </>
  );
}

/** The user's editable profile, validated with the server's own schema. */
export const UserForm = () => (
  <SimpleForm validate={validateUserForm} mode="onBlur" reValidateMode="onChange">
    <Section titleKey="app.manageUsers.user.sections.identity">
      <TextInput source="firstName" isRequired fullWidth />
      <TextInput source="lastName" isRequired fullWidth />
      <TextInput source="profileName" isRequired fullWidth />
      <TextInput source="username" isRequired fullWidth helperText="app.manageUsers.validation.username" />
      <DateInput source="dateOfBirth" isRequired fullWidth />
      <SelectInput source="gender" choices={enumChoices('gender', GENDERS)} isRequired fullWidth />
      <SelectInput source="accountType" choices={enumChoices('accountType', ACCOUNT_TYPES)} isRequired fullWidth />
    </Section>
    <Section titleKey="app.manageUsers.user.sections.contact">
      <TextInput source="email" type="email" isRequired fullWidth />
      <TextInput source="phone" isRequired fullWidth helperText="app.manageUsers.validation.phone" />
      <ListChoiceInput source="country" list="countries" valueField="code" showValue fullWidth />
      <TextInput source="state" parse={keepEmpty} fullWidth />
      <TextInput source="city" parse={keepEmpty} fullWidth />
      <TextInput source="zip" parse={keepEmpty} fullWidth />
      <TextInput source="basedIn" parse={keepEmpty} fullWidth />
      <LanguagesInput source="languages" />
    </Section>
    <Section titleKey="app.manageUsers.user.sections.work">
      <TextInput source="occupation" parse={keepEmpty} fullWidth />
      <ListChoiceInput source="category" list="user-categories" valueField="name" fullWidth />
      <SubcategoryInput source="subcategory" />
      <TextArrayInput source="tags" fullWidth />
    </Section>
    <TextInput source="bio" parse={keepEmpty} multiline minRows={3} fullWidth />
    <Section titleKey="app.manageUsers.user.sections.media">
      <TextInput source="avatarUrl" parse={emptyIsNull} fullWidth />
      <TextInput source="introVideoUrl" parse={emptyIsNull} fullWidth />
      <TextInput source="musicUrl" parse={emptyIsNull} fullWidth />
    </Section>
  </SimpleForm>
);
