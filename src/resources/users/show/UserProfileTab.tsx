import { DateField, EmailField, NumberField, SelectField, TextArrayField, TextField } from 'react-admin';
import { ACCOUNT_TYPES, AGE_BRACKETS, GENDERS } from '../../../domain/vocabulary/users';
import { enumChoices } from '../../common/enumChoices';
import { StatusChip } from '../../common/StatusChip';
import { OnlineField } from '../list/OnlineField';
import { DetailSection } from '../../common/DetailGrid';
import { CountryField } from '../../common/CountryField';
import { UserMediaPlayers } from './UserMediaPlayers';

/** Every field of the specification's user entity, grouped the way an admin checks a profile. */
export const UserProfileTab = () => (
  <>
    <DetailSection level={3} columns={3} labelled titleKey="app.manageUsers.user.sections.identity">
      <TextField source="firstName" />
      <TextField source="lastName" />
      <TextField source="profileName" />
      <TextField source="username" />
      <DateField source="dateOfBirth" />
      <SelectField source="ageBracket" choices={enumChoices('ageBracket', AGE_BRACKETS)} />
      <SelectField source="gender" choices={enumChoices('gender', GENDERS)} />
      <SelectField source="accountType" choices={enumChoices('accountType', ACCOUNT_TYPES)} />
    </DetailSection>
    <DetailSection level={3} columns={3} labelled titleKey="app.manageUsers.user.sections.status">
      <StatusChip source="verificationStatus" group="verificationStatus" />
      <StatusChip source="accountStatus" group="accountStatus" />
      <NumberField source="activeStrikes" />
      <OnlineField source="online" />
      <DateField source="memberSince" />
      <NumberField source="rating" options={{ minimumFractionDigits: 1, maximumFractionDigits: 1 }} />
    </DetailSection>
    <DetailSection level={3} columns={3} labelled titleKey="app.manageUsers.user.sections.contact">
      <EmailField source="email" />
      <TextField source="phone" />
      <CountryField source="country" />
      <TextField source="state" emptyText="—" />
      <TextField source="city" emptyText="—" />
      <TextField source="zip" emptyText="—" />
      <TextField source="basedIn" emptyText="—" />
      <TextArrayField source="languages" />
    </DetailSection>
    <DetailSection level={3} columns={3} labelled titleKey="app.manageUsers.user.sections.work">
      <TextField source="occupation" emptyText="—" />
      <TextField source="category" />
      <TextField source="subcategory" emptyText="—" />
      <TextArrayField source="tags" />
      <TextField source="bio" emptyText="—" />
    </DetailSection>
    <UserMediaPlayers />
  </>
);
