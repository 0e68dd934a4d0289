import type { ReactElement } from 'react';
import { DateField, SelectField, TextField } from 'react-admin';
import { ACCOUNT_TYPES, AGE_BRACKETS, type AccountType } from '../../../domain/vocabulary/users';
import { StatusChip } from '../../common/StatusChip';
import { enumChoices } from '../../common/enumChoices';
import { PlainNumberField } from '../../common/PlainNumberField';
import { OnlineField } from './OnlineField';
import { UserNameField } from './UserNameField';

const RATING_FORMAT = { minimumFractionDigits: 1, maximumFractionDigits: 1 };

/** Every column a users tab may show, by name. */
const COLUMNS: Record<string, () => ReactElement> = {
  name: () => <UserNameField key="name" source="lastName" label="app.manageUsers.users.name" />,
  email: () => <TextField key="email" source="email" />,
  phone: () => <TextField key="phone" source="phone" />,
  accountType: () => <SelectField key="accountType" source="accountType" choices={enumChoices('accountType', ACCOUNT_TYPES)} />,
  country: () => <TextField key="country" source="country" />,
  city: () => <TextField key="city" source="city" />,
  basedIn: () => <TextField key="basedIn" source="basedIn" />,
  profileName: () => <TextField key="profileName" source="profileName" />,
  category: () => <TextField key="category" source="category" />,
  subcategory: () => <TextField key="subcategory" source="subcategory" />,
  dateOfBirth: () => <DateField key="dateOfBirth" source="dateOfBirth" />,
  ageBracket: () => <SelectField key="ageBracket" source="ageBracket" choices={enumChoices('ageBracket', AGE_BRACKETS)} />,
  rating: () => <PlainNumberField key="rating" source="rating" options={RATING_FORMAT} />,
  online: () => <OnlineField key="online" source="online" />,
  verificationStatus: () => <StatusChip key="verificationStatus" source="verificationStatus" group="verificationStatus" />,
  accountStatus: () => <StatusChip key="accountStatus" source="accountStatus" group="accountStatus" />,
  activeStrikes: () => <PlainNumberField key="activeStrikes" source="activeStrikes" />,
  memberSince: () => <DateField key="memberSince" source="memberSince" />,
};

/**
 * The columns that fit each tab: creators are judged by category, rating and presence; kid
 * influencers by age; customers by how to reach them; organisations by their public name.
 */
const BY_TAB: Record<AccountType | 'all', string[]> = {
  all: ['name', 'accountType', 'country', 'verificationStatus', 'accountStatus', 'activeStrikes', 'memberSince'],
  influencer: ['name', 'category', 'rating', 'online', 'country', 'verificationStatus', 'activeStrikes'],
  kid_influencer: ['name', 'dateOfBirth', 'ageBracket', 'category', 'rating', 'verificationStatus', 'activeStrikes'],
  individual: ['name', 'email', 'phone', 'country', 'verificationStatus', 'accountStatus'],
  business: ['profileName', 'name', 'category', 'country', 'verificationStatus', 'accountStatus', 'memberSince'],
  government: ['profileName', 'name', 'basedIn', 'verificationStatus', 'accountStatus', 'memberSince'],
};

export function userColumns(tab: string | undefined): ReactElement[] {
  const names = BY_TAB[(tab ?? 'all') as AccountType | 'all'] ?? BY_TAB.all;
  return names.map((n) => COLUMNS[n]());
}
